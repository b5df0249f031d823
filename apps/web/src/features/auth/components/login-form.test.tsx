// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE } from '../../../lib/first-screen';
import { renderWithProviders } from '../../../test/render';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { LoginForm } from './login-form';

beforeAll(() => stubMatchMedia());

afterEach(() => {
  document.getElementById('first-screen')?.remove();
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
});

describe('LoginForm after the first screen', () => {
  it('starts with what the visitor typed into the prerendered form, focused where they were', () => {
    const screenElement = document.createElement('div');
    screenElement.id = 'first-screen';
    screenElement.innerHTML =
      '<div data-language="en"><input type="email" value="maija@example.fi"><input type="password" value="long password"></div>';
    document.body.append(screenElement);
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'en');
    (screenElement.querySelector('input[type="password"]') as HTMLInputElement).focus();

    renderWithProviders(<LoginForm onAuthenticated={() => {}} onForgotPassword={() => {}} />);

    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maija@example.fi');
    const password = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    expect(password.value).toBe('long password');
    expect(document.activeElement).toBe(password);
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
