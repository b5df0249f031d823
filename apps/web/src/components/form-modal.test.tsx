// @vitest-environment jsdom
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ModalsProvider } from '@mantine/modals';
import { createCompanyRequest } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { zodResolver } from '../lib/zod-form';
import { renderWithProviders } from '../test/render';
import { stubBrowser } from '../test/stub-browser';
import { FormModal } from './form-modal';

interface Values {
  name: string;
  code: string;
  type: 'subcontractor';
}

const EMPTY: Values = { name: '', code: '', type: 'subcontractor' };

/** A company form as a feature writes one: the contracts' schema, FormModal around the fields. */
function CompanyForm({
  initial = EMPTY,
  save,
  onClosed = () => {},
}: {
  initial?: Values;
  save: (values: Values) => Promise<unknown>;
  onClosed?: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodResolver(createCompanyRequest, t),
  });
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <FormModal
        opened={opened}
        onClose={() => {
          setOpened(false);
          onClosed();
        }}
        title="Company"
        form={form}
        initialValues={initial}
        onSubmit={save}
      >
        <TextInput label="Name" data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Code" {...form.getInputProps('code')} />
      </FormModal>
    </>
  );
}

const renderForm = (props: Parameters<typeof CompanyForm>[0], language: 'en' | 'fi' = 'en') =>
  renderWithProviders(
    <ModalsProvider>
      <CompanyForm {...props} />
    </ModalsProvider>,
    { language },
  );

/** Opens the modal and answers its dialog. */
async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name: 'Company' });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const inputValue = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;

// The closing transition takes a while on a loaded machine.
const waitClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company' })).toBeNull(), { timeout: 5000 });

beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FormModal', () => {
  it("checks the values with the contracts' schema before any save, in the reader's language", async () => {
    const save = vi.fn(() => Promise.resolve());
    renderForm({ save }, 'fi');
    const dialog = await open();
    type(dialog, 'Code', 'x'.repeat(65));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('* Tämä kenttä on pakollinen')).toBeTruthy();
    expect(within(dialog).getByText('Enintään 64 merkkiä.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the checked values and closes', async () => {
    const save = vi.fn(() => Promise.resolve());
    const onClosed = vi.fn();
    renderForm({ save, onClosed });
    const dialog = await open();
    type(dialog, 'Name', 'Acme');
    type(dialog, 'Code', 'AC');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitClosed();
    expect(save).toHaveBeenCalledWith({ name: 'Acme', code: 'AC', type: 'subcontractor' });
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and keeps what was typed; a field the server names shows it under the field", async () => {
    const save = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 29, message: 'API error 29' }))
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 14, fields: { code: ['company-code-in-use'] } }));
    renderForm({ save });
    const dialog = await open();
    type(dialog, 'Name', 'Acme');
    type(dialog, 'Code', 'AC');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The project code is already in use');
    expect(inputValue(dialog, 'Name')).toBe('Acme');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The company code is already in use.')).toBeTruthy();
    // A reason shown beside its field is not repeated above the buttons.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Company' })).toBeTruthy();
    expect(inputValue(dialog, 'Code')).toBe('AC');
  });

  it('shows Save busy while the save runs and sends nothing more meanwhile', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ save });
    const dialog = await open();
    type(dialog, 'Name', 'Acme');
    type(dialog, 'Code', 'AC');
    const button = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('data-loading')).toBe('true');
    // Enter in a field submits the form again: no second save starts.
    fireEvent.submit(within(dialog).getByLabelText('Name'));
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await waitClosed();
  });

  it('closes a clean form on Escape at once', async () => {
    const onClosed = vi.fn();
    renderForm({ save: () => Promise.resolve(), onClosed });
    const dialog = await open();
    fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Escape' });
    await waitClosed();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before discarding a changed form on Escape, Cancel or the close button', async () => {
    const onClosed = vi.fn();
    renderForm({ save: () => Promise.resolve(), onClosed });
    const dialog = await open();
    type(dialog, 'Name', 'Acme');

    fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Escape' });
    let ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    // Escape answers the question (keep editing); it does not ask again or close the form.
    fireEvent.keyDown(ask, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();
    expect(inputValue(dialog, 'Name')).toBe('Acme');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClosed).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitClosed();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('starts over from the initial values each time it opens', async () => {
    renderForm({ save: () => Promise.reject(new Error('offline')), initial: { ...EMPTY, name: 'Old name' } });
    let dialog = await open();
    expect(inputValue(dialog, 'Name')).toBe('Old name');
    type(dialog, 'Name', 'New name');
    type(dialog, 'Code', 'x'.repeat(65));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('At most 64 characters.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitClosed();

    dialog = await open();
    expect(inputValue(dialog, 'Name')).toBe('Old name');
    expect(inputValue(dialog, 'Code')).toBe('');
    expect(within(dialog).queryByText('At most 64 characters.')).toBeNull();
    // Unchanged again: Escape closes without asking.
    fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Escape' });
    await waitClosed();
  });
});
