/** A price in euros with 2 decimals in the reader's language: "12,50 €" in Finnish, "€12.50" in English. */
export function formatPrice(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'fi' ? 'fi-FI' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A stored price shown in the form field: `12,50` in Finnish, `12.50` in English. */
export const priceText = (value: number, language: string): string => {
  const text = value.toFixed(2);
  return language === 'fi' ? text.replace('.', ',') : text;
};
