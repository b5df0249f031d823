import type { Language } from '@portal/contracts';
import { html, type SafeHtml } from '../html/html';
import { blockValue } from './mail-texts';

/**
 * What a mail says, as blocks: the layout writes each block twice, as plain text and as HTML, so
 * every mail has both parts and no template writes markup of its own.
 */
export type MailBlock =
  /** Lines of one paragraph, written by the template from its texts. */
  | { kind: 'paragraph'; lines: string[] }
  /** A link of this installation, shown as its address. */
  | { kind: 'link'; url: string }
  /** Text a user wrote (a comment), quoted with its lines. */
  | { kind: 'quote'; text: string };

export const paragraph = (...lines: string[]): MailBlock => ({ kind: 'paragraph', lines });
export const link = (url: string): MailBlock => ({ kind: 'link', url });
export const quote = (text: string): MailBlock => ({ kind: 'quote', text });

function lines(of: string[]): SafeHtml {
  return html`${of.map((line, i) => (i === 0 ? line : html`<br>${line}`))}`;
}

function blockText(block: MailBlock): string {
  if (block.kind === 'paragraph') return block.lines.join('\n');
  if (block.kind === 'link') return block.url;
  return blockValue(block.text);
}

function blockHtml(block: MailBlock): SafeHtml {
  if (block.kind === 'paragraph') return html`<p>${lines(block.lines)}</p>`;
  if (block.kind === 'link') return html`<p><a href="${block.url}">${block.url}</a></p>`;
  return html`<blockquote>${lines(blockValue(block.text).split('\n'))}</blockquote>`;
}

/** The two parts of a mail and the links it carries (logged when mail goes to the outbox folder). */
export function layOut(language: Language, blocks: MailBlock[]): { text: string; html: string; links: string[] } {
  const links = blocks.flatMap((b) => (b.kind === 'link' ? [b.url] : []));
  // Links come from publicUrl(); anything else (a javascript: address) is a bug, not a mail.
  for (const url of links) if (!/^https?:\/\//.test(url)) throw new Error(`mail link is not http(s): ${url}`);
  return {
    text: `${blocks.map(blockText).join('\n\n')}\n`,
    html: html`<!doctype html><html lang="${language}"><body>${blocks.map(blockHtml)}</body></html>`.markup,
    links,
  };
}
