// @vitest-environment jsdom
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer } from '../../../test/fake-server';
import { quoteFixture } from '../../../test/quote-fixture';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { RoomCardSection } from './room-card-section';

const quote = (roomCardDeadline: string | null) =>
  quoteFixture({
    room_card_deadline_at: roomCardDeadline,
    can: { manage: true, comment: true, change_room_card: true },
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
