import type { MaterialQuote } from '@portal/contracts';

/** Nothing allowed: a fixture gives the caller's `can` explicitly, so a test names what it relies on. */
const NOTHING: MaterialQuote['can'] = {
  manage: false,
  answer: false,
  comment: false,
  edit: false,
  publish: false,
  approve: false,
  send_corrections: false,
  change_room_card: false,
  approve_room_card: false,
};

/** A material quote answer as the server sends it (every declared field): quote 8 "Parquet", sent, to apartment A 1. */
export function quoteFixture(
  overrides: Omit<Partial<MaterialQuote>, 'can'> & { can?: Partial<MaterialQuote['can']> } = {},
): MaterialQuote {
  const { can, ...rest } = overrides;
  return {
    id: 8,
    project_id: 4,
    apartment_id: 5,
    stairwell: 'A',
    apartment_number: '1',
    name: 'Parquet',
    status: 'sent',
    rows: [],
    total: 0,
    deadline_at: null,
    room_card_deadline_at: null,
    read_at: null,
    sent_at: null,
    approved_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    room_card: null,
    ...rest,
    can: { ...NOTHING, ...can },
  };
}
