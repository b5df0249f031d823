import type { Apartment } from '@portal/contracts';

/** An apartment answer as the server sends it: of condominium 7 on template 3 "Two rooms", deletable, residents managed. */
export function apartmentFixture(
  id: number,
  stairwell: string,
  apartmentNumber: string | null,
  overrides: Partial<Apartment> = {},
): Apartment {
  return {
    id,
    condominium_id: 7,
    stairwell,
    apartment_number: apartmentNumber,
    apartment_template_id: 3,
    template_name: 'Two rooms',
    can: { delete: true, manageResidents: true },
    ...overrides,
  };
}
