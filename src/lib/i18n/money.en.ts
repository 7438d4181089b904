/** Why a typed amount was refused, beside the field (src/lib/domain/money.ts's codes). */
export const moneyEn = {
  'money.error.empty': '{field}: an amount is required.',
  'money.error.notAmount': '{field}: “{text}” is not an amount. Type it as 1234.56 or 1,234.56.',
  'money.error.tooManyDecimals': '{field}: “{text}” has more decimals than the {decimals} allowed. Check the amount.',
  'money.error.noDecimals': '{field}: “{text}” must be a whole amount, without decimals.',
  'money.error.negative': '{field}: “{text}” must not be negative.',
  'money.error.tooLarge': '{field}: “{text}” is too large.',
} as const;
