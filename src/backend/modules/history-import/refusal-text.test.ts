import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { AppError } from '../../http/errors.ts';
import { CSV_LIMITS } from './csv.ts';
import { readBookings, type ReadOptions } from './read-bookings.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-refusal-text-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HEADER =
  'hotel,is_canceled,lead_time,arrival_date_year,arrival_date_month,arrival_date_week_number,arrival_date_day_of_month,stays_in_weekend_nights,stays_in_week_nights,adults,children,babies,meal,country,market_segment,distribution_channel,is_repeated_guest,previous_cancellations,previous_bookings_not_canceled,reserved_room_type,assigned_room_type,booking_changes,deposit_type,agent,company,days_in_waiting_list,customer_type,adr,required_car_parking_spaces,total_of_special_requests,reservation_status,reservation_status_date';
const ROW = 'City Hotel,0,12,2016,August,27,3,2,0,2,0,0,BB,PRT,Online TA,TA/TO,0,0,0,A,A,0,No Deposit,9,NULL,0,Transient,140,0,0,Check-Out,2016-08-05';

const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

/** The file's refusal as the API answers it (AppError.toJSON), read by the screen. */
async function refusal(file: string, o: ReadOptions = {}) {
  try {
    await readBookings(file, o);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).toJSON();
  }
  throw new Error('the file was read, not refused');
}

/** French writes thousands with a narrow no-break space (U+202F), as formatNumber gives. */
const NNBSP = '\u202f';

describe('the import’s reasons in the reader’s language', () => {
  it('says a skipped row’s reason in French, its numbers in French', async () => {
    const rows = [ROW, ROW.replace(',140,', ',150000,'), ROW.replace('August', 'Augustus'), ROW.replace(',0,2,0,0,', ',0,deux,0,0,'), 'City Hotel,0'];
    const r = await readBookings(write('bad-rows.csv', `${HEADER}\n${rows.join('\n')}\n`));
    expect(r.skipped.map((s) => [s.line, errorText(s, 'fr')])).toEqual([
      [2, `La colonne adr contient 150${NNBSP}000, hors de l’intervalle de -100${NNBSP}000 à 100${NNBSP}000.`],
      [3, 'Mois d’arrivée (arrival_date_month) « Augustus » inconnu : le nom anglais d’un mois est attendu, de January à December.'],
      [4, 'La colonne adults contient « deux », qui n’est pas un nombre.'],
      [5, 'La ligne a 2 champs là où l’en-tête en a 32.'],
    ]);
    // In English, the catalogue's sentence; the message stays for the log and the CLI.
    expect(errorText(r.skipped[0], 'en')).toBe('Column adr holds 150,000, outside -100,000 to 100,000.');
    expect(r.skipped[0]!.message).toBe("column 'adr' is 150000, outside -100000–100000");
  });

  it('says a file’s refusal in French, its counts and sizes in French', async () => {
    const misshapen = await refusal(write('misshapen.csv', `${HEADER}\n${'x\n'.repeat(10_001)}`));
    expect(errorText(misshapen, 'fr')).toBe(
      `Plus de 10${NNBSP}000 lignes n’ont pas les 32 champs de l’en-tête (la ligne 1 en a 1) : est-ce bien un fichier séparé par des virgules, au format de hotel_bookings.csv ?`,
    );
    const large = await refusal(write('large.csv', `${HEADER}\n${`${ROW}\n`.repeat(10)}`), { limits: { ...CSV_LIMITS, maxTextBytes: 2 ** 10 } });
    expect(errorText(large, 'fr')).toBe('Le fichier contient plus de 1\u00a0Ko de texte (un fichier compressé compte pour sa taille décompressée).');
    const junk = await refusal(write('junk.csv', `${HEADER}\nhello\n`));
    expect(errorText(junk, 'fr')).toBe(
      'Sa seule ligne n’est pas une réservation : les colonnes de hotel_bookings.csv sont attendues, une réservation par ligne. Ligne 1 : La ligne a 1 champ là où l’en-tête en a 32.',
    );
    expect(junk.message).toContain('none of its 1 line(s) is a booking (line 1: expected 32 fields as in the header, found 1)');
  });
});
