/** A price in euros with 2 decimals in the reader's language: "12,50 €" in Finnish, "€12.50" in English. */
export function formatPrice(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'fi' ? 'fi-FI' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
