import { link, paragraph } from '../mail-layout';
import { defineMail } from '../mail-template';

/** To an apartment's owner: a quote waits for their approval. */
export const quoteSentMail = defineMail<{ quote: string; apartment: string; link: string }>((input, t) => ({
  subject: t('quoteSent.subject', { quote: input.quote }),
  blocks: [paragraph(t('quoteSent.body', { quote: input.quote, apartment: input.apartment })), link(input.link)],
}));
