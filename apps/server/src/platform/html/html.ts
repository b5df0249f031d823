/*
 * The one HTML escape of the server, and the `html` tag that applies it to every value it is given:
 * mail templates and the product report write their markup through these, so a name written by a
 * user can never become markup.
 */

const UNSAFE = /[&<>"']/;
const UNSAFE_ALL = /[&<>"']/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made inert in element content and in quoted attributes. */
export function escapeHtml(value: string): string {
  // Most values have nothing to escape; the test spares the report thousands of replace() calls.
  return UNSAFE.test(value) ? value.replace(UNSAFE_ALL, (c) => ESCAPES[c]) : value;
}

/**
 * Markup that is already safe: made by the `html` tag, or wrapped on purpose (`new SafeHtml(...)`)
 * for markup the code itself wrote, never for input.
 */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What the tag accepts: text and numbers are escaped, safe markup is kept, nothing renders as empty. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * `html\`<p>${name}</p>\`` escapes `name`; only a `SafeHtml` (another `html` result) is kept as
 * markup, so forgetting to escape is impossible by default.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i += 1) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}
