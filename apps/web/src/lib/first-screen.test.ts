// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, releaseFirstScreen } from './first-screen';

function prerendered(language: string | null) {
  document.body.innerHTML = `
    <div id="first-screen">
      ${['en', 'fi']
        .map((l) => `<div data-language="${l}"><form><input type="email"><input type="password"></form></div>`)
        .join('')}
    </div>
    <div id="root"></div>`;
  if (language) document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, language);
  const block = (l: string) => document.querySelector(`[data-language="${l}"]`) as HTMLElement;
  return {
    email: (l: string) => block(l).querySelector('input[type="email"]') as HTMLInputElement,
    password: (l: string) => block(l).querySelector('input[type="password"]') as HTMLInputElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
});

describe('the app taking over from the first screen', () => {
  it('carries what was typed into the form shown, and the focus, then removes it', () => {
    const form = prerendered('fi');
    form.email('en').value = 'not shown';
    form.email('fi').value = 'matti@example.fi';
    form.password('fi').value = 'secret words';
    form.password('fi').focus();
    expect(releaseFirstScreen()).toEqual({ email: 'matti@example.fi', password: 'secret words', focus: 'password' });
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
    // Once only.
    expect(releaseFirstScreen()).toBeNull();
  });

  it('carries nothing when no first screen was shown, but still removes it', () => {
    prerendered(null);
    expect(releaseFirstScreen()).toBeNull();
    expect(document.getElementById('first-screen')).toBeNull();
  });
});
