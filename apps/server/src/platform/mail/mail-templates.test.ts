import type { Language } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../../web/src/locales/app/en.json';
import { startMailCapture, waitForMail } from '../../test/mail-capture';
import { escapeHtml } from '../html/html';
import { type MailTemplate, renderMail } from './mail-template';
import { type MailTextKey, mailTranslator } from './mail-texts';
import { createMailer } from './mailer';
import * as templates from './templates';

/*
 * Every template in both languages, with names a careless template would break on: markup, a
 * right-to-left override that reverses what follows it, a line break that would start a header,
 * and a very long name.
 */

type TemplateName = keyof typeof templates;
type InputOf<K extends TemplateName> = (typeof templates)[K] extends MailTemplate<infer I> ? I : never;

const LINK = 'https://portal.example.test/condominium/3/apartments/12?token=a&b=c';

/** Inputs of each template (each variant once), with `name` in every field a user writes. tsc wants one per template. */
const EXAMPLES: { [K in TemplateName]: (name: string) => InputOf<K>[] } = {
  passwordLinkMail: () => [
    { purpose: 'activate', link: LINK, hours: 48 },
    { purpose: 'reset', link: LINK, hours: 2 },
  ],
  quoteSentMail: (name) => [{ quote: name, apartment: name, link: LINK }],
  quoteAnswerMail: (name) => [
    { answer: 'approved', quote: name, apartment: name, link: LINK },
    { answer: 'corrections', quote: name, apartment: name, comment: `${name}\nSecond line`, link: LINK },
  ],
  exportReadyMail: (name) => [{ project: { code: name, name }, zip: `${name}.zip`, days: 7, link: LINK }],
};

const HOSTILE = {
  markup: '<script>alert("owned")</script> & Co',
  rtlOverride: 'Eve \u202egnp.exe',
  headerBreak: 'Sauna\r\nBcc: attacker@example.test',
  long: 'Mäkelä-Virtanen '.repeat(19).slice(0, 300),
};
/** What each becomes on a line of a mail: overrides dropped, line breaks made spaces. */
const SHOWN: Record<keyof typeof HOSTILE, string> = {
  markup: HOSTILE.markup,
  rtlOverride: 'Eve gnp.exe',
  headerBreak: 'Sauna  Bcc: attacker@example.test',
  long: HOSTILE.long,
};

const LANGUAGES: Language[] = ['en', 'fi'];
const TEMPLATES: Record<TemplateName, MailTemplate<object>> = { ...templates };
const names = Object.keys(TEMPLATES) as TemplateName[];

function cases() {
  return names.flatMap((name) =>
    LANGUAGES.flatMap((language) =>
      (Object.keys(HOSTILE) as (keyof typeof HOSTILE)[]).flatMap((kind) =>
        (EXAMPLES[name] as (n: string) => object[])(HOSTILE[kind]).map((input, variant) => ({
          name,
          language,
          kind,
          variant,
          template: TEMPLATES[name],
          input,
        })),
      ),
    ),
  );
}

describe('every mail template, in both languages, with hostile names', () => {
  it('has a long name that really is 300 characters', () => {
    expect(HOSTILE.long).toHaveLength(300);
  });

  it.each(cases())('$name #$variant in $language with a $kind name', ({ template, input, language, kind }) => {
    const to = { email: 'owner@example.test', name: HOSTILE[kind], locale: language };
    const mail = renderMail(template, to, input);
    const shown = SHOWN[kind];

    expect(mail.to).toBe('owner@example.test');
    // One header line: a break in a value or a text must never start another header.
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.trim()).not.toBe('');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) {
      expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      expect(part).not.toContain('{{');
      expect(part).not.toContain('???');
    }
    // The plain part greets by the whole name, and carries the link as it is.
    expect(mail.text).toContain(shown);
    expect(mail.text).toContain(LINK);
    expect(mail.text.endsWith('\n')).toBe(true);
    // The HTML part: the name escaped, never as markup; the link escaped in its attribute.
    const markup = mail.html ?? '';
    expect(markup).toContain(escapeHtml(shown));
    expect(markup).not.toMatch(/<script/i);
    expect(markup).toContain(`<a href="${escapeHtml(LINK)}">`);
    expect(markup).toContain(`<html lang="${language}">`);
    expect(mail.links).toEqual([LINK]);
  });

  it('uses the Finnish texts for fi and the English ones for any other locale', () => {
    const input = { quote: 'Sauna bench', apartment: 'A 12', link: LINK };
    const of = (locale: string) =>
      renderMail(templates.quoteSentMail, { email: 'x@example.test', name: 'X', locale }, input);
    expect(of('fi').subject).toBe('Uusi tarjous: Sauna bench');
    expect(of('fi').text.startsWith('Hei X,\n\n')).toBe(true);
    expect(of('en').subject).toBe('New quote: Sauna bench');
    expect(of('sv').subject).toBe('New quote: Sauna bench');
  });

  it('uses every text of the mail section, so none is left unused', () => {
    const leaves = (node: unknown, prefix = ''): string[] =>
      typeof node === 'string'
        ? [prefix]
        : Object.entries(node as object).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
    const used = new Set<string>(['greeting']);
    for (const { template, input, language } of cases()) {
      const t = mailTranslator(language);
      template.write(input, (key, values) => {
        used.add(key);
        return t(key, values);
      });
    }
    expect([...used].sort()).toEqual(leaves(en.mail).sort());
  });
});

describe('mail texts', () => {
  it('fails on a text that is missing, rather than sending a placeholder', () => {
    for (const language of LANGUAGES) {
      expect(() => mailTranslator(language)('quoteSent.nothing' as MailTextKey)).toThrow(/missing/);
    }
  });

  it('fails on a placeholder without a value', () => {
    expect(() => mailTranslator('fi')('greeting')).toThrow(/\{\{name\}\}/);
  });
});

describe('a hostile mail through SMTP', () => {
  it('arrives with its subject on one line, its name whole and its markup escaped', async () => {
    const smtp = await startMailCapture();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Portal <no-reply@portal.test>',
        dataDir: '',
        log: { info() {} },
      });
      const name = `${HOSTILE.headerBreak} ${HOSTILE.markup} ${HOSTILE.long}`;
      const input = { answer: 'corrections' as const, quote: name, apartment: 'A 12', comment: name, link: LINK };
      const mail = renderMail(templates.quoteAnswerMail, { email: 'staff@example.test', name, locale: 'fi' }, input);
      await mailer.send(mail);
      const received = await waitForMail(smtp.mails, 'staff@example.test');
      expect(smtp.mails).toHaveLength(1);
      expect(received.subject).toBe(mail.subject);
      expect(received.subject).toContain(HOSTILE.long);
      expect(received.text).toContain(HOSTILE.long);
      expect(received.html).not.toMatch(/<script/i);
    } finally {
      await smtp.close();
    }
  });
});
