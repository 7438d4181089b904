import { describe, expect, it } from 'vitest';
import { bodyOf, fromInput, MoneyFieldError, priceInput, toInput, type BoField } from './bo-form-values.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';

const unitPrice: BoField = { name: 'unitPriceMinor', label: 'Unit price', type: 'money', required: true };
const purchasePrice: BoField = { name: 'purchasePriceMinor', label: 'Purchase price', type: 'money' };
const quantity: BoField = { name: 'quantity', label: 'Quantity', type: 'number', required: true };
const linePrice: BoField = { name: 'unitPrice', label: 'Prix unitaire', type: 'price', required: true };
const productPrice: BoField = { name: 'purchasePrice', label: 'Purchase price', type: 'price' };

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
    for (const [field, text] of [
      [unitPrice, '1.255'],
      [purchasePrice, '1.005'],
      [purchasePrice, '0.125'],
    ] as const) {
      const e = refusedAs(() => fromInput(field, text, 'MAD'));
      expect(e.error).toMatchObject({ code: 'tooManyDecimals', field: field.name, text });
      expect(moneyErrorText('fr', e.error, e.label)).toBe(`${field.label} : « ${text} » a plus de décimales que les 2 permises. Vérifiez le montant.`);
    }
  });

  it("sends minor units of what was typed in either language, and names a line's field with its number", () => {
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

  it("shows a stored amount in the currency's decimals", () => {
    expect(toInput(unitPrice, 125, 'MAD')).toBe('1.25');
    expect(toInput(unitPrice, 1005, 'KWD')).toBe('1.005');
    expect(toInput(unitPrice, 1500, 'JPY')).toBe('1500');
  });
});

describe('back-office purchase prices: four decimals kept, a fifth refused beside the field', () => {
  it('sends the exact text of what was typed, in either language; an empty price is 0', () => {
    expect(fromInput(linePrice, '1,2345', 'MAD')).toBe('1.2345');
    expect(fromInput(linePrice, '1.2345', 'MAD')).toBe('1.2345');
    expect(fromInput(linePrice, '1 234,5', 'MAD')).toBe('1234.5000');
    expect(fromInput(linePrice, '0.005', 'MAD')).toBe('0.0050');
    expect(fromInput(productPrice, '', 'MAD')).toBe('0.0000');
    expect(bodyOf([linePrice, quantity], { unitPrice: '1,2345', quantity: '3,5' }, 'MAD', 1)).toEqual({ unitPrice: '1.2345', quantity: 3.5 });
  });

  it("refuses 1.23456 instead of rounding it, naming the line's field in the reader's language", () => {
    const e = refusedAs(() => bodyOf([linePrice, quantity], { unitPrice: '1,23456', quantity: '1' }, 'MAD', 2));
    expect(e.error).toMatchObject({ code: 'tooManyDecimals', field: 'unitPrice', decimals: 4, text: '1,23456' });
    expect(moneyErrorText('fr', e.error, e.label)).toBe('Prix unitaire 2 : « 1,23456 » a plus de décimales que les 4 permises. Vérifiez le montant.');
    expect(moneyErrorText('en', e.error, e.label)).toBe('Prix unitaire 2: “1,23456” has more decimals than the 4 allowed. Check the amount.');
    expect(refusedAs(() => fromInput(productPrice, '-1', 'MAD')).error.code).toBe('negative');
  });

  it('leaves out an empty price the API defaults (a delivery line takes the order’s price)', () => {
    const lineCost: BoField = { name: 'unitCost', label: 'Coût unitaire', type: 'price', emptyOmitted: true };
    expect(bodyOf([lineCost], { unitCost: '' }, 'MAD')).toEqual({});
    expect(bodyOf([lineCost], { unitCost: '9,5' }, 'MAD')).toEqual({ unitCost: '9.5000' });
    expect(bodyOf([productPrice], { purchasePrice: '' }, 'MAD')).toEqual({ purchasePrice: '0.0000' });
  });

  it("shows a stored price (ten-thousandths) with its four decimals in the reader's language", () => {
    expect(toInput(linePrice, 12_345, 'MAD', 'fr')).toBe('1,2345');
    expect(toInput(linePrice, 12_345, 'MAD', 'en')).toBe('1.2345');
    expect(toInput(linePrice, 12_500, 'MAD', 'fr')).toBe('1,2500');
    expect(toInput(linePrice, 123_456_789, 'MAD', 'fr')).toBe('12345,6789');
    expect(toInput(linePrice, 50, 'MAD')).toBe('0.0050');
    expect(priceInput(12_345, 'fr')).toBe('1,2345');
  });

  it("a store's count-approval threshold: typed in the reader's format, sent in minor units; left empty, none (null)", () => {
    const threshold: BoField = { name: 'countApprovalMinor', label: 'Approbation d’inventaire au-delà de', type: 'money', emptyNull: true };
    expect(bodyOf([threshold], { countApprovalMinor: '1 000,50' }, 'MAD')).toEqual({ countApprovalMinor: 100_050 });
    expect(bodyOf([threshold], { countApprovalMinor: '10' }, 'MAD')).toEqual({ countApprovalMinor: 1000 });
    expect(bodyOf([threshold], { countApprovalMinor: '' }, 'MAD')).toEqual({ countApprovalMinor: null });
    expect(bodyOf([purchasePrice], { purchasePriceMinor: '' }, 'MAD')).toEqual({ purchasePriceMinor: 0 });
    const e = refusedAs(() => bodyOf([threshold], { countApprovalMinor: '10,005' }, 'MAD'));
    expect(moneyErrorText('fr', e.error, e.label)).toBe(
      'Approbation d’inventaire au-delà de : « 10,005 » a plus de décimales que les 2 permises. Vérifiez le montant.',
    );
    expect(toInput(threshold, 1000, 'MAD', 'fr')).toBe('10,00');
    expect(toInput(threshold, 123_456, 'MAD', 'en')).toBe('1234.56');
    expect(toInput(threshold, null, 'MAD', 'fr')).toBe('');
    expect(toInput(threshold, 5, 'JPY', 'fr')).toBe('5');
  });
});
