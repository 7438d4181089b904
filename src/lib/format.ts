/**
 * Money and days as the screens show them. Money is integer minor units of its currency (MAD and
 * EUR: 2 decimals), shown and typed in major units; a day is 'YYYY-MM-DD', never crossing a time zone.
 */
export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = fractionDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** The value of an amount input for a minor-unit amount ('1200.50'). */
export function majorInput(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** A typed amount ('1200.5', '1200,50') in minor units; null when it is not a non-negative amount. */
export function toMinor(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 10 ** fractionDigits(currency));
}

/** 'YYYY-MM-DD' as the language writes dates (dd/mm/yyyy, mm/dd/yyyy). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
