// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { ImportBlock } from './import-block';

beforeAll(() => {
  stubMatchMedia();
});

afterEach(cleanup);

function renderBlock(language: 'en' | 'fi' = 'en') {
  return renderWithProviders(<ImportBlock kind="users" description="Columns" isAllowed />, { language });
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
