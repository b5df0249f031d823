import { link, paragraph } from '../mail-layout';
import { defineMail } from '../mail-template';

/** An activation link for a new account, or a reset link for a forgotten password. */
export const passwordLinkMail = defineMail<{ purpose: 'activate' | 'reset'; link: string; hours: number }>(
  (input, t) => ({
    subject: t(`${input.purpose}.subject`),
    blocks: [
      paragraph(t(`${input.purpose}.intro`), t(`${input.purpose}.action`)),
      link(input.link),
      paragraph(t(`${input.purpose}.outro`, { hours: input.hours })),
    ],
  }),
);
