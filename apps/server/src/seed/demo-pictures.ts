import sharp from 'sharp';

/**
 * Pictures for the demo data, made here so the repository carries no photographs: a building
 * site drawn as SVG (sky, ground, a machine, cones, a sign with the project code) and encoded
 * as a phone would, JPEG with EXIF GPS and capture time. A small seeded random makes each one
 * different and every run the same.
 */

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: enough for varied pictures, and the same sequence on every machine.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

const SKIES = [
  ['#9cc7ea', '#e8f1f8'],
  ['#b8c4cf', '#e6e9ec'],
  ['#f3c89a', '#fbeedd'],
];
const GROUNDS = ['#8a7453', '#6f6a62', '#9a8566', '#5f6b4f'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function siteSvg(width: number, height: number, label: string, random: () => number): string {
  const [skyTop, skyBottom] = SKIES[Math.floor(random() * SKIES.length)];
  const ground = GROUNDS[Math.floor(random() * GROUNDS.length)];
  const horizon = Math.round(height * (0.45 + random() * 0.15));
  const machineX = Math.round(width * (0.15 + random() * 0.45));
  const machineY = horizon + Math.round(height * 0.12);
  const cones = Array.from({ length: 3 + Math.floor(random() * 4) }, (_, i) => {
    const x = Math.round(width * (0.55 + i * 0.07 + random() * 0.03));
    const y = horizon + Math.round(height * (0.25 + random() * 0.15));
    return `<polygon points="${x},${y} ${x + 22},${y + 60} ${x - 22},${y + 60}" fill="#f26b1d"/><rect x="${x - 14}" y="${y + 24}" width="28" height="8" fill="#fff"/>`;
  }).join('');
  const trench = `<path d="M0 ${horizon + 90} Q ${width / 2} ${horizon + 40 + random() * 80} ${width} ${horizon + 120}" stroke="#4b3a27" stroke-width="${26 + Math.round(random() * 20)}" fill="none"/>`;
  const trees = Array.from({ length: 6 }, () => {
    const x = Math.round(random() * width);
    const h = 60 + Math.round(random() * 90);
    return `<polygon points="${x},${horizon - h} ${x + 28},${horizon} ${x - 28},${horizon}" fill="#2f5d3a"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
  ${trees}
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${ground}"/>
  ${trench}
  <g transform="translate(${machineX} ${machineY})">
    <rect x="0" y="40" width="230" height="90" rx="8" fill="#f2b51d"/>
    <rect x="120" y="-10" width="90" height="60" rx="6" fill="#e0a411"/>
    <rect x="130" y="0" width="60" height="36" fill="#bcd6e8"/>
    <path d="M20 60 L -90 -60 L -160 20" stroke="#e0a411" stroke-width="22" fill="none"/>
    <rect x="-10" y="125" width="260" height="34" rx="17" fill="#333"/>
  </g>
  ${cones}
  <g transform="translate(${Math.round(width * 0.06)} ${Math.round(height * 0.08)})">
    <rect width="${Math.round(width * 0.36)}" height="74" fill="#ffffff" opacity="0.85" rx="6"/>
    <text x="16" y="48" font-family="sans-serif" font-size="36" font-weight="bold" fill="#1d2b3a">${escapeXml(label)}</text>
  </g>
</svg>`;
}

/** EXIF rational degrees-minutes-seconds of a decimal degree: `61/1 29/1 3012/100`. */
function dms(value: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

/** `2026:10:05 14:30:00`, EXIF's form of a local time. */
function exifTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}:${pad(date.getUTCMonth() + 1)}:${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export interface SitePhoto {
  latitude: number;
  longitude: number;
  accuracyMetres: number;
  takenAt: Date;
  label: string;
}

/** A 1280×960 JPEG site photo with its position and capture time in EXIF (GPS in IFD3). */
export async function sitePhoto(photo: SitePhoto, random: () => number): Promise<Buffer> {
  const width = 1280;
  const height = 960;
  return sharp(Buffer.from(siteSvg(width, height, photo.label, random)))
    .jpeg({ quality: 82 })
    .withExif({
      IFD0: { Make: 'Portal demo', Model: 'Site camera' },
      IFD2: { DateTimeOriginal: exifTime(photo.takenAt), OffsetTimeOriginal: '+00:00' },
      IFD3: {
        GPSLatitudeRef: photo.latitude >= 0 ? 'N' : 'S',
        GPSLatitude: dms(photo.latitude),
        GPSLongitudeRef: photo.longitude >= 0 ? 'E' : 'W',
        GPSLongitude: dms(photo.longitude),
        GPSHPositioningError: `${Math.round(photo.accuracyMetres * 10)}/10`,
      },
    })
    .toBuffer();
}

/** A PDF string literal in WinAnsi: Finnish letters as octal escapes, anything else outside Latin-1 as `?`. */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8)}`;
    else out += '?';
  }
  return out;
}

/** A one-page A4 PDF of text lines (Helvetica), written by hand: enough for a demo inspection record. */
export function textPdf(title: string, lines: string[]): Buffer {
  return textPdfPages([{ title, lines }]);
}

/** An A4 PDF of several pages of text lines (Helvetica), written by hand: a demo report whose words sit on given pages. */
export function textPdfPages(pages: { title: string; lines: string[] }[]): Buffer {
  const contents = pages.map(({ title, lines }) =>
    [
      'BT /F1 18 Tf 56 780 Td',
      `(${pdfText(title)}) Tj`,
      '/F1 11 Tf 0 -32 Td 15 TL',
      ...lines.map((line) => `(${pdfText(line)}) '`),
      'ET',
    ].join('\n'),
  );
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const pageRef = (i: number) => 4 + i * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...contents.flatMap((body, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageRef(i) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    ]),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
