import { link, paragraph } from '../mail-layout';
import { defineMail } from '../mail-template';

/** To the user who asked for a document export: the ZIP is ready for `days` days at the link. */
export const exportReadyMail = defineMail<{
  project: { code: string; name: string };
  zip: string;
  days: number;
  link: string;
}>((input, t) => {
  const project = `${input.project.code} ${input.project.name}`;
  return {
    subject: t('exportReady.subject', { project }),
    blocks: [paragraph(t('exportReady.body', { project, zip: input.zip, days: input.days })), link(input.link)],
  };
});
