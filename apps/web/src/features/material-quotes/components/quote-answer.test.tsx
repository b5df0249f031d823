// @vitest-environment jsdom
import type { MaterialQuote } from '@portal/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { QuoteAnswer } from './quote-answer';

/* The owner's buttons come from the answer's `can` (the server builds it from the lifecycle table), never from the status. */

const quote = (can: Partial<MaterialQuote['can']>): MaterialQuote => ({
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
  can: {
    manage: false,
    answer: true,
    comment: true,
    edit: false,
    publish: false,
    approve: false,
    send_corrections: false,
    change_room_card: false,
    approve_room_card: false,
    ...can,
  },
});

const render = (q: MaterialQuote) =>
  renderWithProviders(<QuoteAnswer quote={q} onAnswered={() => {}} />, {
    configuration: { timeZone: 'Europe/Helsinki' },
  });

beforeAll(() => {
  stubBrowser();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => cleanup());

describe('QuoteAnswer', () => {
  it('offers approving and corrections where `can` has them', () => {
    render(quote({ approve: true, send_corrections: true }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send corrections' })).toBeTruthy();
  });

  it('offers only the step `can` has', () => {
    render(quote({ send_corrections: true }));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send corrections' })).toBeTruthy();
  });

  it('shows nothing to an owner of a sent quote when `can` offers no answer', () => {
    render(quote({}));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
