import { link, paragraph, quote } from '../mail-layout';
import { defineMail } from '../mail-template';

/** To the quote's creator: the owner approved it, or asked for corrections (with their comment). */
export const quoteAnswerMail = defineMail<{
  answer: 'approved' | 'corrections';
  quote: string;
  apartment: string;
  comment?: string;
  link: string;
}>((input, t) => {
  const texts = input.answer === 'approved' ? 'quoteApproved' : 'quoteCorrections';
  const values = { quote: input.quote, apartment: input.apartment };
  return {
    subject: t(`${texts}.subject`, values),
    blocks: [paragraph(t(`${texts}.body`, values)), ...(input.comment ? [quote(input.comment)] : []), link(input.link)],
  };
});
