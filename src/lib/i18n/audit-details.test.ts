import { describe, expect, it } from 'vitest';
import { auditDetailsEn } from './audit-details.en.ts';
import { auditDetailsFr } from './audit-details.fr.ts';
import { auditDetailIsStoredEnglish, auditDetailText } from './audit-message-text.ts';

// A plain placeholder {name} or a plural one {name, plural, …} (whose forms' words, {Guest}, are no placeholders).
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;
const placeholders = (text: string) => [...new Set([...text.replace(PLURAL, '{$1}').matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('audit event details (issue 36)', () => {
  it('has every audit.detail key in both languages with the same placeholders', () => {
    expect(Object.keys(auditDetailsFr).sort()).toEqual(Object.keys(auditDetailsEn).sort());
    for (const [key, en] of Object.entries(auditDetailsEn)) {
      expect(key).toMatch(/^audit\.(detail|word)\./);
      expect({ key, placeholders: placeholders(auditDetailsFr[key as keyof typeof auditDetailsFr]) }).toEqual({ key, placeholders: placeholders(en) });
    }
  });

  it('says a keyed detail in the language: money in the currency’s units, days as the language writes them, counts agreeing', () => {
    const paid = {
      detail: 'Paid MAD 24.00 of MAD 150.50',
      detailKey: 'audit.detail.wallet.paidOfLimit',
      detailParams: { spent: 2400, limit: 15050, currency: 'MAD' },
    };
    expect(plain(auditDetailText('fr', paid))).toBe('24,00 MAD payés sur 150,50 MAD');
    expect(plain(auditDetailText('en', paid))).toBe('Paid MAD 24.00 of MAD 150.50');
    expect(auditDetailIsStoredEnglish(paid)).toBe(false);
    const noShow = { detail: '', detailKey: 'audit.detail.stay.arrivalWas', detailParams: { day: '2026-03-09' } };
    expect(auditDetailText('fr', noShow)).toBe('Arrivée prévue le 09/03/2026');
    const closing = {
      detail: '',
      detailKey: 'audit.detail.closing.daily',
      detailParams: { nights: 1, noShows: 2, sold: 3, available: 10, revenue: 123450, currency: 'EUR' },
    };
    expect(plain(auditDetailText('fr', closing))).toBe('1 nuitée postée, 2 non-présentations, 3/10 chambres vendues, chiffre d’affaires 1 234,50 €');
    expect(plain(auditDetailText('en', closing))).toBe('1 night posted, 2 no-shows, 3/10 rooms sold, revenue €1,234.50');
    const stays = { detail: '', detailKey: 'audit.detail.order.staysNumbered', detailParams: { count: 2, numbers: 'O-7-1, O-7-2' } };
    expect(auditDetailText('fr', stays)).toBe('Séjours numérotés O-7-1, O-7-2');
  });

  it('says words recorded by their key in the language, lists joined as the language joins them, never the key', () => {
    const fields = { detail: '', detailKey: 'audit.detail.user.changed', detailParams: { fields: 'audit.word.field.email,audit.word.field.roles' } };
    expect(auditDetailText('fr', fields)).toBe('Modifié : e-mail et rôles');
    expect(auditDetailText('en', fields)).toBe('Changed: email and roles');
    const created = { detail: '', detailKey: 'audit.detail.user.created', detailParams: { roles: 'role.admin,role.cashier', hotels: 'Riad Atlas' } };
    expect(auditDetailText('fr', created)).not.toMatch(/role\.|audit\./);
    const room = {
      detail: '',
      detailKey: 'audit.detail.room.saved',
      detailParams: { type: 'Double', floor: '1er', zone: 'audit.word.none', active: 0, tags: 'audit.word.none' },
    };
    expect(auditDetailText('fr', room)).toBe('Type Double ; étage 1er ; zone aucun ; hors service ; étiquettes : aucun');
    expect(auditDetailText('en', { ...room, detailParams: { ...room.detailParams, active: 1 } })).toBe(
      'Type Double; floor 1er; zone none; in service; tags: none',
    );
  });

  it('names menus in the reader’s language, tax rates as percents, a stay’s dates and price in the language', () => {
    const menus = { detail: '', detailKey: 'audit.detail.menu.withSubmenus', detailParams: { count: 2, menus: 'Rates, Grid', menusFr: 'Tarifs, Grille' } };
    expect(auditDetailText('fr', menus)).toBe('Menus : Tarifs, Grille');
    expect(auditDetailText('en', menus)).toBe('Menus: Rates, Grid');
    const tax = { detail: '', detailKey: 'audit.detail.tax.rate', detailParams: { family: 'accommodation', rate: 1050, was: 1000 } };
    expect(plain(auditDetailText('fr', tax))).toMatch(/^\S.* : 10 % → 10,5 %$/);
    const dates = {
      detail: '',
      detailKey: 'audit.detail.stay.datesAndPrice',
      detailParams: { from: '2026-03-01', to: '2026-03-03', newFrom: '2026-03-02', newTo: '2026-03-05', price: 100000, newPrice: 150000, currency: 'MAD' },
    };
    expect(plain(auditDetailText('fr', dates))).toBe('01/03/2026 – 03/03/2026 → 02/03/2026 – 05/03/2026 ; prix 1 000,00 MAD → 1 500,00 MAD');
    const upgrade = { detail: '', detailKey: 'audit.detail.stay.roomForWas', detailParams: { was: '101', from: '2026-03-01', to: '2026-03-03', upgrade: 1 } };
    expect(auditDetailText('fr', upgrade)).toBe('Auparavant 101 ; du 01/03/2026 au 03/03/2026 ; surclassement');
    expect(auditDetailText('en', { ...upgrade, detailParams: { ...upgrade.detailParams, upgrade: 0 } })).toBe('Was 101; 01/03/2026 to 03/03/2026');
  });

  it('says a payment in another currency with its rate in the language’s decimals and the hotel amount as money', () => {
    const exchange = { detail: '', detailKey: 'audit.detail.folio.exchange', detailParams: { rate: '10.8512', hotelAmount: 108512, currency: 'MAD' } };
    expect(plain(auditDetailText('fr', exchange))).toBe('Au taux 10,8512 : 1 085,12 MAD');
    expect(plain(auditDetailText('en', exchange))).toBe('At rate 10.8512: MAD 1,085.12');
  });

  it('keeps a detail of no key (older events, support notes) as recorded, marked as stored English; none is none', () => {
    const old = { detail: 'limit 0 until set', detailKey: null, detailParams: null };
    expect(auditDetailText('fr', old)).toBe('limit 0 until set');
    expect(auditDetailIsStoredEnglish(old)).toBe(true);
    // A key this build does not know (written by a newer one) falls back to the English.
    expect(auditDetailText('fr', { detail: 'Something new', detailKey: 'audit.detail.unknown', detailParams: {} })).toBe('Something new');
    expect(auditDetailText('fr', { detail: null, detailKey: null, detailParams: null })).toBeNull();
    expect(auditDetailIsStoredEnglish({ detail: null, detailKey: null })).toBe(false);
  });

  it('shows an old wallet charge without the card tag its description carried', async () => {
    const { auditMessageText } = await import('./audit-message-text.ts');
    const charge = {
      message: 'RFID wallet charge RFID 1014570960: 2 coffees (MAD 24.00) on folio 1 of order O-1',
      messageKey: 'audit.msg.wallet.charge',
      messageParams: { description: 'RFID 1014570960: 2 coffees', amount: 2400, currency: 'MAD', order: 'O-1' },
    };
    expect(plain(auditMessageText('fr', charge))).toBe('Débit porte-monnaie RFID 2 coffees (24,00 MAD) sur le folio 1 de la commande O-1');
    expect(auditMessageText('en', charge)).not.toContain('1014570960');
  });
});
