// Markup a browser (or an old one's content sniffing) could take for HTML, SVG or XML, anywhere in
// the sniffed bytes: a text upload holding any of it is refused rather than trusted to nosniff.
const MARKUP =
  /<(?:!doctype|!--|\?xml|(?:html|head|body|script|iframe|frame|frameset|svg|math|style|title|object|embed|applet|meta|link|base|img|form|input|a|b|br|p|div|span|font|table|h1|xml)(?=[\s/>]))/i;

/**
 * Whether the first bytes of a file read as plain text (UTF-8, Latin-1/Windows-1252 as Finnish
 * spreadsheets export CSV, or UTF-16 with its BOM): no NUL or other control characters, no
 * markup, no `#!` script line.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  const text = decode(bytes);
  if (text === null) return false;
  if (hasControlCharacters(text)) return false;
  return !text.startsWith('#!') && !MARKUP.test(text);
}

// Tab, line feed, form feed, carriage return, and the end-of-file mark old DOS tools add.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1a]);

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && !TEXT_CONTROLS.has(code)) return true;
  }
  return false;
}

function decode(bytes: Uint8Array): string | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view[0] === 0xff && view[1] === 0xfe) return utf16(view.subarray(2), 'utf-16le');
  if (view[0] === 0xfe && view[1] === 0xff) return utf16(view.subarray(2), 'utf-16be');
  const start = view[0] === 0xef && view[1] === 0xbb && view[2] === 0xbf ? 3 : 0;
  // Latin-1 maps every byte to one character, so ASCII markup and control bytes show through in
  // UTF-8 and Windows-1252 alike.
  return view.subarray(start).toString('latin1');
}

function utf16(bytes: Buffer, encoding: 'utf-16le' | 'utf-16be'): string | null {
  // A cut at an odd length is only the sniffing limit; drop the half character.
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(even);
  } catch {
    return null;
  }
}
