import type { moneyEn } from './money.en.ts';

export const moneyFr: Record<keyof typeof moneyEn, string> = {
  'money.error.empty': '{field} : un montant est requis.',
  'money.error.notAmount': '{field} : « {text} » n’est pas un montant. Saisissez-le ainsi : 1234,56 ou 1 234,56.',
  'money.error.tooManyDecimals': '{field} : « {text} » a plus de décimales que les {decimals} permises. Vérifiez le montant.',
  'money.error.noDecimals': '{field} : « {text} » doit être un montant entier, sans décimales.',
  'money.error.negative': '{field} : « {text} » ne doit pas être négatif.',
  'money.error.tooLarge': '{field} : « {text} » est trop grand.',
};
