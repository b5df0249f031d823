// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ApartmentDetail, ApartmentMaterialForm, SubmissionStatus } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { fakeServer, refusal } from '../../../test/fake-server';
import {
  apartmentMaterialFormFixture,
  formOptionFixture,
  submissionFixture,
} from '../../../test/material-form-fixture';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ApartmentMaterialSelection } from './apartment-material-selection';

const APARTMENT: ApartmentDetail = {
  id: 5,
  condominium_id: 2,
  stairwell: 'A',
  apartment_number: '1',
  apartment_template_id: 3,
  template_name: 'Two rooms',
  can: { delete: false, manageResidents: false },
  condominium: { id: 2, name: 'As Oy Koivikko', street_address: null, postcode: null, post_office: null },
};

const submissionOf = (status: SubmissionStatus) => submissionFixture(status, { apartment_id: APARTMENT.id });

/** One form "Kitchen" with one select "Worktop" (Laminate 350 €, default; Stone 420.50 €). */
function formWith(status: SubmissionStatus | null, can: ApartmentMaterialForm['can']): ApartmentMaterialForm {
  return apartmentMaterialFormFixture({
    groups: [
      {
        id: 1,
        name: 'Worktops',
        selects: [
          {
            id: 11,
            name: 'Worktop',
            area: 0,
            product_category_id: 1,
            default_option_id: 21,
            options: [formOptionFixture(21, 'Laminate', 350, true), formOptionFixture(22, 'Stone', 420.5)],
            selection: null,
          },
        ],
      },
    ],
    deadline: { deadline_at: '2027-03-31T20:59:00.000Z', source: 'project', passed: false },
    submission: status ? submissionOf(status) : null,
    can,
  });
}

const OWNER_CAN = { choose: true, submit: true, review: false };
const REVIEWER_CAN = { choose: true, submit: true, review: true };

/** The server keeps the submission's status, so the forms read after a change show it. */
function serve(start: SubmissionStatus | null, can: ApartmentMaterialForm['can']) {
  let status = start;
  const server = fakeServer()
    .on(endpoints.materialSelections.templateFormsWithSubmissions, () => ({ data: [formWith(status, can)] }))
    .on(endpoints.materialSelections.save, () => ({ data: [], total: 420.5, can: { choose: true } }))
    .on(endpoints.materialSelections.createSubmission, () => {
      status ??= 'draft';
      return { data: submissionOf(status) };
    })
    .on(endpoints.materialSelections.setSubmissionStatus, ({ body }) => {
      status = body.status;
      return { data: submissionOf(status) };
    });
  return server;
}

const renderSelection = (language?: 'en' | 'fi') =>
  renderWithProviders(
    <ModalsProvider>
      <Notifications />
      <ApartmentMaterialSelection apartment={APARTMENT} />
    </ModalsProvider>,
    { language, configuration: { timeZone: 'Europe/Helsinki' } },
  );

const card = () => screen.getByRole('region', { name: 'Kitchen' });

beforeAll(() => {
  stubMatchMedia();
  setStoredUser(sessionUser({ id: 9 }));
});
afterAll(() => clearStoredUser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MaterialFormCard submission', () => {
  it('asks first, then saves the choices on screen, submits, and shows the new status', async () => {
    const server = serve(null, OWNER_CAN);
    renderSelection();
    await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(card()).getByText('Not submitted')).toBeTruthy();
    fireEvent.click(within(card()).getByRole('radio', { name: /Stone/ }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Submit selection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the selection?' });
    // Nothing is sent before the confirmation.
    expect(server.writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit selection' }));
    expect(await screen.findByText('The selection has been submitted.')).toBeTruthy();
    await waitFor(() => expect(within(card()).getByText('Submitted')).toBeTruthy());
    expect(server.writes().map((call) => call.endpoint)).toEqual([
      endpoints.materialSelections.save,
      endpoints.materialSelections.createSubmission,
      endpoints.materialSelections.setSubmissionStatus,
    ]);
    expect(server.callsTo(endpoints.materialSelections.save)[0].body).toEqual({
      selections: [{ material_form_select_id: 11, material_form_option_id: 22 }],
      material_form_ids: [9],
    });
    expect(server.callsTo(endpoints.materialSelections.createSubmission)[0].body).toEqual({
      apartment_id: 5,
      material_form_id: 9,
    });
    expect(server.callsTo(endpoints.materialSelections.setSubmissionStatus)[0].body).toEqual({ status: 'submitted' });
    // Submitted: the owner may still save (as the server allows) or withdraw; the choice stays.
    expect(within(card()).getByRole('radio', { name: /Stone/ }).getAttribute('aria-checked')).toBe('true');
    expect(within(card()).getByRole('button', { name: 'Save choices' })).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Withdraw submission' })).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Submit selection' })).toBeNull();
    expect(server.problems).toEqual([]);
  });

  it('stops when the save is refused and names the deadline, in Finnish', async () => {
    const server = serve('draft', OWNER_CAN).on(endpoints.materialSelections.save, () =>
      refusal(409, 14, { deadline_at: ['2027-03-31T20:59:00.000Z'] }),
    );
    renderSelection('fi');
    const region = await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(region).getByText('Luonnos')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Lähetä valinnat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetetäänkö valinnat?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä valinnat' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Valintoja ei lähetetty');
    expect(alert.textContent).toContain('31.03.2027 klo 23.59');
    expect(server.writes().map((call) => call.endpoint)).toEqual([endpoints.materialSelections.save]);
  });

  it('lets a reviewer accept a submitted selection after a confirmation', async () => {
    const server = serve('submitted', REVIEWER_CAN);
    renderSelection();
    const region = await screen.findByRole('region', { name: 'Kitchen' });
    expect(within(region).getByRole('button', { name: 'Return to owner' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the selection?' });
    expect(server.writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The selection has been accepted.')).toBeTruthy();
    await waitFor(() => expect(within(region).getByText('Accepted')).toBeTruthy());
    expect(server.callsTo(endpoints.materialSelections.setSubmissionStatus)[0]).toMatchObject({
      params: { id: 70 },
      body: { status: 'accepted' },
    });
    expect(within(region).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows a refused status change in the card', async () => {
    serve('submitted', OWNER_CAN).on(endpoints.materialSelections.setSubmissionStatus, () => refusal(409, 14));
    renderSelection();
    const region = await screen.findByRole('region', { name: 'Kitchen' });
    fireEvent.click(within(region).getByRole('button', { name: 'Withdraw submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the submission?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw submission' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('The submission status was not changed');
  });
});
