import { layOut, type MailBlock, paragraph } from './mail-layout';
import { type MailTranslate, mailLanguage, mailTranslator } from './mail-texts';
import type { MailMessage } from './mailer';

/** Who a mail goes to: the address, the name it greets, the language it is written in. */
export interface MailRecipient {
  email: string;
  name: string;
  locale: string;
}

/**
 * One kind of mail. `write` turns its input into a subject and the blocks after the greeting, with
 * texts from the `mail` section of the web's locale files (`t('quoteSent.subject', { quote })`).
 */
export interface MailTemplate<Input> {
  write(input: Input, t: MailTranslate): { subject: string; blocks: MailBlock[] };
}

export function defineMail<Input>(write: MailTemplate<Input>['write']): MailTemplate<Input> {
  return { write };
}

/** The message of `template` for one recipient, in their language, greeting them by name. */
export function renderMail<Input>(template: MailTemplate<Input>, to: MailRecipient, input: Input): MailMessage {
  const language = mailLanguage(to.locale);
  const t = mailTranslator(language);
  const { subject, blocks } = template.write(input, t);
  const { text, html, links } = layOut(language, [paragraph(t('greeting', { name: to.name })), ...blocks]);
  // A subject is one header line, whatever a translation or a value holds.
  return { to: to.email, subject: subject.replace(/\s+/g, ' ').trim(), text, html, links };
}
