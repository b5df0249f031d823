// @vitest-environment jsdom
import { Notifications } from '@mantine/notifications';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer, refusal } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { DeadlineCreateForm } from './deadline-create-form';

beforeAll(() => {
  stubBrowser();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeadlineCreateForm', () => {
  it("refuses a number without its stairwell, then shows the server's reason under the number", async () => {
    const server = fakeServer().on(
      endpoints.materialDeadlines.create,
      refusal(422, 20, { apartment_number: ['not-found'] }),
    );
    renderWithProviders(
      <>
        <Notifications />
        <DeadlineCreateForm projectId={7} />
      </>,
    );
    fireEvent.change(await screen.findByLabelText(/^Apartment number/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add deadline' }));
    expect(await screen.findByText('An apartment needs its stairwell.')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Stairwell/), { target: { value: ' B ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add deadline' }));
    expect(await screen.findByText('No such apartment in the condominium.')).toBeTruthy();
    await waitFor(() => expect(server.writes()[0]?.body).toMatchObject({ stairwell: 'B', apartment_number: '12' }));
  });
});
