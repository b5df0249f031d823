import type { MailMessage } from '../../platform/mail/mailer';

type Locale = 'en' | 'fi';
type Purpose = 'activate' | 'reset';

const TEXTS: Record<Locale, Record<Purpose, { subject: string; intro: string; action: string; outro: string }>> = {
  en: {
    activate: {
      subject: 'Activate your portal account',
      intro: 'An account has been created for you in the portal.',
      action: 'Set your password and activate the account here:',
      outro: 'The link can be used once and expires in {{hours}} hours.',
    },
    reset: {
      subject: 'Reset your portal password',
      intro: 'Someone asked to reset the password of your portal account.',
      action: 'Set a new password here:',
      outro:
        'The link can be used once and expires in {{hours}} hours. If you did not ask for this, ignore this message.',
    },
  },
  fi: {
    activate: {
      subject: 'Aktivoi portaalin käyttäjätilisi',
      intro: 'Sinulle on luotu käyttäjätili portaaliin.',
      action: 'Aseta salasana ja aktivoi tili tästä:',
      outro: 'Linkki toimii kerran ja vanhenee {{hours}} tunnin kuluttua.',
    },
    reset: {
      subject: 'Portaalin salasanan vaihto',
      intro: 'Portaalin käyttäjätilisi salasanan vaihtoa on pyydetty.',
      action: 'Aseta uusi salasana tästä:',
      outro:
        'Linkki toimii kerran ja vanhenee {{hours}} tunnin kuluttua. Jos et pyytänyt vaihtoa, voit jättää viestin huomiotta.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The activation or reset message, in the recipient's language. */
export function passwordLinkMail(opts: {
  to: string;
  name: string;
  locale: string;
  purpose: Purpose;
  link: string;
  hours: number;
}): MailMessage {
  const t = TEXTS[opts.locale === 'fi' ? 'fi' : 'en'][opts.purpose];
  const greeting = opts.locale === 'fi' ? `Hei ${opts.name},` : `Hello ${opts.name},`;
  const outro = t.outro.replace('{{hours}}', String(opts.hours));
  return {
    to: opts.to,
    subject: t.subject,
    text: `${greeting}\n\n${t.intro}\n${t.action}\n\n${opts.link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}<br>${escapeHtml(t.action)}</p><p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p><p>${escapeHtml(outro)}</p>`,
    links: [opts.link],
  };
}
