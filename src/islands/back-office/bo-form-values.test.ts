import { describe, expect, it } from 'vitest';
import { bodyOf, fromInput, MoneyFieldError, toInput, type BoField } from './bo-form-values.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';

const unitPrice: BoField = { name: 'unitPriceMinor', label: 'Unit price', type: 'money', required: true };
const purchasePrice: BoField = { name: 'purchasePriceMinor', label: 'Purchase price', type: 'money' };
const quantity: BoField = { name: 'quantity', label: 'Quantity', type: 'number', required: true };

const refusedAs = (run: () => unknown): MoneyFieldError => {
  try {
    run();
  } catch (e) {
    if (e instanceof MoneyFieldError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('back-office money fields: read exactly, refused beside the field', () => {
  it('refuses what the float product rounded (1.255 became 1.25 on a purchase order, 1.005 became 1.00 and 0.125 became 0.13 on a product)', () => {
    for (const [field, text] of [[unitPrice, '1.255'], [purchasePrice, '1.005'], [purchasePrice, '0.125']] as const) {
      const e = refusedAs(() => fromInput(field, text, 'MAD'));
      expect(e.error).toMatchObject({ code: 'tooManyDecimals', field: field.name, text });
      expect(moneyErrorText('fr', e.error, e.label)).toBe(`${field.label} : « ${text} » a plus de décimales que les 2 permises. Vérifiez le montant.`);
    }
  });

  it('sends minor units of what was typed in either language, and names a line\'s field with its number', () => {
    expect(fromInput(unitPrice, '1 234,56', 'MAD')).toBe(123_456);
    expect(fromInput(unitPrice, '1,234.56', 'MAD')).toBe(123_456);
    expect(fromInput(unitPrice, '4.35', 'MAD')).toBe(435);
    expect(fromInput(unitPrice, '1.005', 'KWD')).toBe(1005);
    expect(fromInput(purchasePrice, '', 'MAD')).toBe(0);
    expect(bodyOf([unitPrice, quantity], { unitPriceMinor: '12,50', quantity: '2' }, 'MAD', 1)).toEqual({ unitPriceMinor: 1250, quantity: 2 });
    const e = refusedAs(() => bodyOf([unitPrice, quantity], { unitPriceMinor: 'douze', quantity: '2' }, 'MAD', 2));
    expect(moneyErrorText('en', e.error, e.label)).toBe('Unit price 2: “douze” is not an amount. Type it as 1234.56 or 1,234.56.');
    expect(refusedAs(() => fromInput(unitPrice, '-4', 'MAD')).error.code).toBe('negative');
    expect(refusedAs(() => fromInput(unitPrice, '90071992547409.92', 'MAD')).error.code).toBe('tooLarge');
  });

  it('shows a stored amount in the currency\'s decimals', () => {
    expect(toInput(unitPrice, 125, 'MAD')).toBe('1.25');
    expect(toInput(unitPrice, 1005, 'KWD')).toBe('1.005');
    expect(toInput(unitPrice, 1500, 'JPY')).toBe('1500');
  });
});
