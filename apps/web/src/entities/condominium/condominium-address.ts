import type { Condominium } from '@portal/contracts';

/** "Koivikkotie 12, 00630 Helsinki", leaving out the parts that are empty. */
export function condominiumAddress(c: Pick<Condominium, 'street_address' | 'postcode' | 'post_office'>): string {
  const town = [c.postcode, c.post_office].filter(Boolean).join(' ');
  return [c.street_address, town].filter(Boolean).join(', ');
}
