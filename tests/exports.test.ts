import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Reply } from './helpers/test-api.ts';
import { aPastAuditEvent, aPerson, aRoom, aRoomType, aStay, aUser, AUDIT, FIXTURE, type StayHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = '2026-03-10';

/** Opens an .xlsx answer with a real reader (exceljs), as a spreadsheet program would. */
async function sheetOf(reply: Reply): Promise<ExcelJS.Worksheet> {
  expect(reply.status, new TextDecoder().decode(reply.bytes).slice(0, 300)).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.bytes.buffer.slice(reply.bytes.byteOffset, reply.bytes.byteOffset + reply.bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

const headers = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
/** The cell of row `row` (1 = header) under the header `name`. */
function cell(ws: ExcelJS.Worksheet, row: number, name: string): ExcelJS.Cell {
  const col = headers(ws).indexOf(name);
  expect(col, `no column '${name}' in ${JSON.stringify(headers(ws))}`).toBeGreaterThanOrEqual(0);
  return ws.getRow(row).getCell(col + 1);
}
/** The first data row whose cell under `name` holds `value`. */
function rowWhere(ws: ExcelJS.Worksheet, name: string, value: unknown): number {
  for (let r = 2; r <= ws.rowCount; r++) if (cell(ws, r, name).value === value) return r;
  throw new Error(`no row with ${name} = ${String(value)}`);
}
const expectMoney = (c: ExcelJS.Cell, amount: number, currency: string) => {
  expect(c.value).toBe(amount);
  expect(c.numFmt).toContain(`"${currency}"`);
};
const expectDay = (c: ExcelJS.Cell, day: string) => {
  expect(c.value).toBeInstanceOf(Date);
  expect((c.value as Date).toISOString().slice(0, 10)).toBe(day);
};

describeApi(
  "exports: human headers in the user's language, money with its currency, real dates",
  (api) => {
    let inHouse: StayHandle;
    let expected: StayHandle;
    beforeAll(async () => {
      const a = api();
      const nour = await aPerson(a).named('Nour', 'Alaoui').create();
      const double = await aRoomType(a).coded('EX-DBL', 'Double').create();
      const e101 = await aRoom(a).ofType(double).named('E101').create();
      const e102 = await aRoom(a).ofType(double).named('E102').create();
      await aUser(a, 'x-fr')
        .named('Claire Réception')
        .atServicePoint(1)
        .withPermissions('exchange_rate')
        .speaking('fr')
        .withRoles('front_desk', 'cashier', 'admin')
        .create();
      inHouse = await aStay(a).numbered('EX').forCustomer(nour).inRoom(e101).dates(DAY, '2026-03-12').inHouse().withNightPrice(56000).create();
      expected = await aStay(a).numbered('EX').forCustomer(nour).inRoom(e102).dates(DAY, '2026-03-11').withNightPrice(45050).create();
      await aPastAuditEvent(a, {
        groupId: FIXTURE.hotel1,
        user: { userId: FIXTURE.users.clerk1.userId, name: 'Clerk One' },
        typeId: AUDIT.CHECKIN,
        message: 'Checked in E101',
        itemId: inHouse.itemId,
        atLocal: '2026-03-10 09:30:00',
      });
      expect((await api().as('x-fr').put('/crm/exchange/v2', { currency: 'EUR', day: DAY, rate: '10.85' })).status).toBe(201);
      expect(
        (await api().as('x-fr').post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 20000, guestName: 'Ann Guest', docNumber: 'P123' })).status,
      ).toBe(201);
    });

    it('reservations (.xlsx, English): headers, the price as a MAD amount, arrival as a date, status and yes/no as words', async () => {
      const ws = await sheetOf(await api().as('clerk1').get('/pms/reservations/export', { format: 'xlsx', checkinfrom: DAY, checkinto: DAY, lang: 'en' }));
      expect(headers(ws)).toEqual(expect.arrayContaining(['Booking number', 'Guest', 'Arrival', 'Departure', 'Status', 'Price', 'Currency', 'Invoiced']));
      expect(headers(ws)).not.toContain('itemId');
      const r = rowWhere(ws, 'Booking number', inHouse.number);
      expectMoney(cell(ws, r, 'Price'), 1120, 'MAD');
      expectDay(cell(ws, r, 'Arrival'), DAY);
      expectDay(cell(ws, r, 'Departure'), '2026-03-12');
      expect(cell(ws, r, 'Status').value).toBe('In house');
      expect(cell(ws, r, 'Invoiced').value).toBe('No');
      expect(cell(ws, r, 'Booked on (UTC)').value).toBeInstanceOf(Date);
    });

    it('reservations (.xlsx and CSV) in French for a French-speaking user, without asking', async () => {
      const ws = await sheetOf(await api().as('x-fr').get('/pms/reservations/export', { format: 'xlsx', checkinfrom: DAY, checkinto: DAY }));
      expect(headers(ws)).toEqual(expect.arrayContaining(['N° de réservation', 'Arrivée', 'Statut', 'Prix', 'Devise', 'Facturé']));
      const r = rowWhere(ws, 'N° de réservation', expected.number);
      expectMoney(cell(ws, r, 'Prix'), 450.5, 'MAD');
      expect(cell(ws, r, 'Statut').value).toBe('Attendu');
      expect(ws.name).toBe('Réservations');
      const csv = await api().as('x-fr').get<string>('/pms/reservations/export', { checkinfrom: DAY, checkinto: DAY });
      const [head, ...lines] = csv.body.trim().split('\r\n');
      // French Excel opens it as columns: ';' between fields, a decimal comma, days as dd/mm/yyyy.
      expect(head!.replace('\uFEFF', '').split(';').slice(0, 3)).toEqual(['N° de réservation', 'N° back-office', 'Client hébergé']);
      expect(lines.find((l) => l.startsWith(expected.number))).toContain(';10/03/2026;11/03/2026;');
      expect(lines.find((l) => l.startsWith(expected.number))).toContain(';Attendu;450,50;MAD;Non;');
    });

    it('daily report (.xlsx): section and status names, the night price as money, dates as dates', async () => {
      const ws = await sheetOf(await api().as('clerk1').get('/pms/reservations/dailyreport/export', { closingdate: DAY, format: 'xlsx', lang: 'en' }));
      expect(headers(ws).slice(0, 3)).toEqual(['Section', 'Booking number', 'Room']);
      const r = rowWhere(ws, 'Booking number', expected.number);
      expect(cell(ws, r, 'Section').value).toBe('Arrival');
      expect(cell(ws, r, 'Status').value).toBe('Expected');
      expectMoney(cell(ws, r, 'Price of the night'), 450.5, 'MAD');
      expectDay(cell(ws, r, 'Arrival'), DAY);
      const fr = await sheetOf(await api().as('clerk1').get('/pms/reservations/dailyreport/export', { closingdate: DAY, format: 'xlsx', lang: 'fr' }));
      expect(headers(fr).slice(0, 3)).toEqual(['Rubrique', 'N° de réservation', 'Chambre']);
      expect(cell(fr, rowWhere(fr, 'N° de réservation', inHouse.number), 'Rubrique').value).toBe('Arrivée');
    });

    it("activity report (.xlsx): headers in the user's language, the hotel's time as a date and time", async () => {
      const ws = await sheetOf(await api().as('x-fr').get('/crm/audit/export', { format: 'xlsx', createdfrom: DAY, createdto: DAY, itemid: inHouse.itemId }));
      expect(headers(ws)).toEqual(['Date', 'Hôtel', 'Utilisateur', 'Type', 'Message', 'Élément', 'Numéro d’élément', 'Détail', 'Priorité']);
      const r = rowWhere(ws, 'Message', 'Checked in E101');
      const at = cell(ws, r, 'Date').value as Date;
      expect(at).toBeInstanceOf(Date);
      expect(at.toISOString().slice(0, 16)).toBe('2026-03-10T09:30');
      expect(cell(ws, r, 'Type').value).toBe('Arrivée');
    });

    it('exchange rates and slip (.xlsx): amounts with their currency, days as dates', async () => {
      const rates = await sheetOf(await api().as('clerk1').get('/crm/exchange/all/v2/export', { format: 'xlsx', from: DAY }));
      expect(headers(rates)).toEqual(['Day', 'Currency', 'Rate', 'Updated by', 'Updated on (UTC)']);
      expectDay(cell(rates, 2, 'Day'), DAY);
      const slip = await sheetOf(await api().as('x-fr').get('/crm/exchange/v2/operations/export', { format: 'xlsx' }));
      const r = rowWhere(slip, 'Client', 'Ann Guest');
      expectMoney(cell(slip, r, 'Montant changé'), 200, 'EUR');
      expectMoney(cell(slip, r, 'Payé'), 2170, 'MAD');
      expectDay(cell(slip, r, 'Taux du'), DAY);
    });
  },
  { now: () => NOW },
);
