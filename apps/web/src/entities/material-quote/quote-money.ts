import { price } from '@portal/contracts/primitives';

/** A price or area field as typed (`12,50` or `12.50`), checked by the server's own rule: 0…1,000,000, 2 decimals. */
export const isValidAmount = (text: string): boolean => price().safeParse(text.trim()).success;

/** A stored amount in a form field: `12,50` in Finnish, `12.50` in English. */
export const amountText = (value: number, language: string): string => {
  const text = value.toFixed(2);
  return language === 'fi' ? text.replace('.', ',') : text;
};
