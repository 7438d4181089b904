import { describe, expect, it } from 'vitest';
import { normaliseRfidTag, rfidCharOf, scanTarget } from './rfid-key.ts';

describe('normaliseRfidTag', () => {
  it('maps the French digit row to 1..9, 0', () => {
    expect(normaliseRfidTag('&é"\'(-è_çà')).toBe('1234567890');
  });
  it('keeps digits and drops any other character', () => {
    expect(normaliseRfidTag('12ab3 4\tZ!')).toBe('1234');
    expect(normaliseRfidTag('à&é0')).toBe('0120');
    expect(normaliseRfidTag('')).toBe('');
    expect(normaliseRfidTag('Enter')).toBe('');
  });
});

describe('rfidCharOf', () => {
  it('keeps printable keys, drops named keys', () => {
    expect(rfidCharOf('é')).toBe('é');
    expect(rfidCharOf('Shift')).toBe('');
    expect(rfidCharOf('Enter')).toBe('');
  });
});

describe('scanTarget', () => {
  it('opens the details, or the list when the details are already open', () => {
    expect(scanTarget({ id: 7, number: 'R-1' }, '/main/dashboardAdmin')).toBe('/front-desk/details?id=7');
    expect(scanTarget({ id: 7, number: 'R 1' }, '/front-desk/details')).toBe('/front-desk/reservationslist?number=R%201');
  });
});
