import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './html';

describe('escapeHtml', () => {
  it('makes markup characters inert and leaves other text as it is', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Mäkelä \u202e 12 €')).toBe('Mäkelä \u202e 12 €');
  });
});

describe('the html tag', () => {
  it('escapes every value by default', () => {
    const name = '<script>alert("x")</script>';
    expect(html`<p title="${name}">${name}</p>`.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
  });

  it('keeps markup made by the tag itself, and escapes each item of a list', () => {
    const items = ['a<b', 'c&d'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.markup).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>');
  });

  it('writes numbers, and nothing for null, undefined and false', () => {
    expect(html`${3}|${null}|${undefined}|${false}|${0}`.markup).toBe('3||||0');
  });

  it('does not take a string that looks like markup as safe', () => {
    const forged = { markup: '<b>bold</b>' } as unknown as string;
    expect(html`${forged}`.markup).toBe('[object Object]');
    expect(html`${new SafeHtml('<b>bold</b>')}`.markup).toBe('<b>bold</b>');
  });
});
