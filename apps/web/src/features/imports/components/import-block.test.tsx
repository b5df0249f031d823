// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ImportBlock } from './import-block';

beforeAll(() => {
  stubMatchMedia();
});

afterEach(cleanup);

function renderBlock(language: 'en' | 'fi' = 'en') {
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return render(wrap(<ImportBlock kind="users" description="Columns" isAllowed />));
}

const pick = (input: HTMLElement, name: string) =>
  fireEvent.change(input, { target: { files: [new File(['email,name\n'], name)] } });

describe('ImportBlock file picker', () => {
  it('keeps a .csv file and enables confirm', () => {
    renderBlock();
    const confirm = screen.getByRole('button', { name: 'Confirm import' });
    expect(confirm).toHaveProperty('disabled', true);
    pick(screen.getByLabelText('Users CSV file'), 'users.csv');
    expect(screen.getByText('Chosen file: users.csv')).toBeTruthy();
    expect(confirm).toHaveProperty('disabled', false);
  });

  it('clears the selection of any other file and says why', () => {
    renderBlock();
    const input = screen.getByLabelText('Users CSV file');
    pick(input, 'users.csv');
    pick(input, 'users.xlsx');
    expect(screen.getByRole('alert').textContent).toContain('Only .csv files can be imported');
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toHaveProperty('disabled', true);
  });

  it('speaks Finnish', () => {
    renderBlock('fi');
    pick(screen.getByLabelText('Käyttäjien CSV-tiedosto'), 'kuva.png');
    expect(screen.getByRole('alert').textContent).toContain('Vain .csv-tiedostoja voi tuoda');
    expect(screen.getByRole('button', { name: 'Vahvista tuonti' })).toBeTruthy();
  });
});
