import { describe, expect, it } from 'vitest';
import { auditCsvHeader, auditCsvRow, csvField } from './audit-csv.ts';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Checkin')).toBe('Checkin');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line1\nline2')).toBe('"line1\nline2"');
  });
  it('neutralises spreadsheet formulas', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('audit CSV rows', () => {
  const e = {
    auditEventId: 1, groupId: 1, groupName: 'Riad Atlas', user: { userId: 2, name: 'Clerk, One' }, type: { auditEventTypeId: 5, name: 'Checkin', nameFr: 'Arrivée' },
    message: 'Checked in', priority: 'Critical', itemId: 7, itemNumber: 'R-7', detail: null, createdAt: '2025-01-01T10:00:00.000Z', createdAtLocal: '2025-01-01 11:00:00',
  };
  it('writes the columns in header order, in the chosen language', () => {
    expect(auditCsvHeader('en')).toBe('Date,Hotel,User,Type,Message,Item,Item number,Detail,Priority');
    expect(auditCsvRow(e, 'en')).toBe('2025-01-01 11:00:00,Riad Atlas,"Clerk, One",Checkin,Checked in,7,R-7,,Critical');
    expect(auditCsvRow(e, 'fr')).toContain(',Arrivée,');
    expect(auditCsvHeader('fr')).toContain('Hôtel');
  });
});
