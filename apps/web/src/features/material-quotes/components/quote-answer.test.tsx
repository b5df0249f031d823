// @vitest-environment jsdom
import type { MaterialQuote } from '@portal/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../../lib/stored-user';
import { quoteFixture } from '../../../test/quote-fixture';
import { renderWithProviders } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { stubBrowser } from '../../../test/stub-browser';
import { QuoteAnswer } from './quote-answer';

/* The owner's buttons come from the answer's `can` (the server builds it from the lifecycle table), never from the status. */

const quote = (can: Partial<MaterialQuote['can']>) => quoteFixture({ can: { answer: true, comment: true, ...can } });

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
