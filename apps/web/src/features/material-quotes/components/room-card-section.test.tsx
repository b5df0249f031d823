// @vitest-environment jsdom
import type { MaterialQuote } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { RoomCardSection } from './room-card-section';

const quote = (roomCardDeadline: string | null): MaterialQuote => ({
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
  room_card_deadline_at: roomCardDeadline,
  read_at: null,
  sent_at: null,
  approved_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  room_card: null,
  can: {
    manage: true,
    answer: false,
    comment: true,
    edit: false,
    publish: false,
    approve: false,
    send_corrections: false,
    change_room_card: true,
    approve_room_card: false,
  },
});

function serve() {
  return fakeServer().on(endpoints.roomCards.deadline, ({ body }) => ({
    data: quote(body.deadline_at === null ? null : '2027-03-31T20:45:00.000Z'),
  }));
}

const render = (roomCardDeadline: string | null, language: 'en' | 'fi' = 'en') =>
  renderWithProviders(<RoomCardSection quote={quote(roomCardDeadline)} />, {
    language,
    configuration: { timeZone: 'Europe/Helsinki' },
  });

beforeAll(() => {
  stubMatchMedia();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RoomCardSection deadline picker', () => {
  it("starts at the card's deadline on the installation's wall clock and saves it as wall time", async () => {
    const server = serve();
    render('2027-03-31T20:45:00.000Z');
    // 20:45 UTC is 23:45 in Helsinki in summer time, whatever this machine's zone.
    const picker = screen.getByRole('button', { name: /Room card deadline/ });
    expect(picker.textContent).toContain('31.03.2027 23:45');
    fireEvent.click(screen.getByRole('button', { name: 'Save deadline' }));
    await waitFor(() => expect(server.callsTo(endpoints.roomCards.deadline)).toHaveLength(1));
    expect(server.callsTo(endpoints.roomCards.deadline)[0]).toMatchObject({
      params: { id: 4, quoteId: 8 },
      body: { deadline_at: '2027-03-31 23:45:00' },
    });
    expect(server.problems).toEqual([]);
  });

  it("starts at the spec's default without a deadline, and clearing it removes the deadline (Finnish)", async () => {
    const server = serve();
    render(null, 'fi');
    expect(screen.getByRole('button', { name: /Huonekortin määräaika/ }).textContent).toContain('01.01.2022 00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Tyhjennä huonekortin määräaika' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna määräaika' }));
    await waitFor(() => expect(server.callsTo(endpoints.roomCards.deadline)).toHaveLength(1));
    expect(server.callsTo(endpoints.roomCards.deadline)[0].body).toEqual({ deadline_at: null });
  });
});
