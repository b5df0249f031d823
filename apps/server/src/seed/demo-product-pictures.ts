import sharp from 'sharp';
import type { DemoProductKind } from './demo-products-data';

/*
 * Product photos for the demo catalogue, drawn as SVG so the repository carries no photographs:
 * a close-up of the product (planks, tiles, cabinet fronts, a tap, a paint tin) and a room it is
 * used in, tinted with the product's colour.
 */

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function closeUp(kind: DemoProductKind, color: string, w: number, h: number): string {
  switch (kind) {
    case 'floor':
      return Array.from({ length: 8 }, (_, i) => {
        const y = (i * h) / 8;
        const offset = (i % 3) * 140;
        return `<rect x="0" y="${y}" width="${w}" height="${h / 8}" fill="${shade(color, (i % 2) * 12 - 6)}" stroke="${shade(color, -40)}"/><line x1="${offset + 220}" y1="${y}" x2="${offset + 220}" y2="${y + h / 8}" stroke="${shade(color, -40)}"/>`;
      }).join('');
    case 'tile':
      return Array.from({ length: 48 }, (_, i) => {
        const x = (i % 8) * (w / 8);
        const y = Math.floor(i / 8) * (h / 6);
        return `<rect x="${x + 3}" y="${y + 3}" width="${w / 8 - 6}" height="${h / 6 - 6}" rx="4" fill="${shade(color, ((i * 7) % 14) - 7)}"/>`;
      }).join('');
    case 'cabinet':
      return Array.from({ length: 3 }, (_, i) => {
        const x = 40 + i * ((w - 80) / 3);
        return `<rect x="${x + 8}" y="60" width="${(w - 80) / 3 - 16}" height="${h - 120}" rx="6" fill="${color}" stroke="${shade(color, -50)}" stroke-width="3"/><rect x="${x + (w - 80) / 6 - 30}" y="${h / 2 - 6}" width="60" height="12" rx="6" fill="#555"/>`;
      }).join('');
    case 'tap':
      return `<rect x="${w / 2 - 30}" y="${h * 0.35}" width="60" height="${h * 0.5}" rx="12" fill="${color}" stroke="${shade(color, -60)}" stroke-width="3"/><path d="M ${w / 2} ${h * 0.38} C ${w / 2} ${h * 0.1}, ${w / 2 + 220} ${h * 0.1}, ${w / 2 + 220} ${h * 0.4}" stroke="${color}" stroke-width="34" fill="none" stroke-linecap="round"/><rect x="${w / 2 - 110}" y="${h * 0.42}" width="90" height="22" rx="11" fill="${shade(color, -30)}"/><rect x="${w / 2 - 160}" y="${h * 0.85}" width="320" height="30" rx="8" fill="#d9dde0"/>`;
    case 'paint':
      return `<rect x="0" y="0" width="${w}" height="${h}" fill="${color}"/><ellipse cx="${w / 2}" cy="${h * 0.72}" rx="150" ry="36" fill="${shade(color, -25)}"/><rect x="${w / 2 - 150}" y="${h * 0.35}" width="300" height="${h * 0.37}" fill="#e8e8e8" stroke="#999" stroke-width="3"/><ellipse cx="${w / 2}" cy="${h * 0.35}" rx="150" ry="36" fill="${shade(color, -10)}" stroke="#999" stroke-width="3"/><rect x="${w / 2 - 110}" y="${h * 0.45}" width="220" height="80" fill="${color}"/>`;
  }
}

function room(kind: DemoProductKind, color: string, w: number, h: number): string {
  const wall = kind === 'paint' ? color : kind === 'tile' ? shade(color, 10) : '#ecebe6';
  const floor = kind === 'floor' ? color : kind === 'tile' ? shade(color, -20) : '#b89b72';
  const furniture =
    kind === 'cabinet' || kind === 'tap'
      ? `<rect x="${w * 0.1}" y="${h * 0.45}" width="${w * 0.8}" height="${h * 0.25}" fill="${kind === 'cabinet' ? color : '#f4f4f2'}" stroke="#777"/><rect x="${w * 0.1}" y="${h * 0.43}" width="${w * 0.8}" height="${h * 0.03}" fill="#cfcac2"/>`
      : `<rect x="${w * 0.55}" y="${h * 0.5}" width="${w * 0.3}" height="${h * 0.16}" rx="10" fill="#5b6b7a"/><rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.18}" height="${h * 0.25}" fill="#cfe3f1" stroke="#fff" stroke-width="8"/>`;
  return `<rect width="${w}" height="${h * 0.7}" fill="${wall}"/><polygon points="0,${h * 0.7} ${w},${h * 0.7} ${w},${h} 0,${h}" fill="${floor}"/>${furniture}`;
}

/** The product photo and the context photo as JPEG, 800 × 600. */
export async function productPictures(kind: DemoProductKind, color: string, label: string) {
  const w = 800;
  const h = 600;
  const caption = `<rect x="0" y="${h - 56}" width="${w}" height="56" fill="rgba(0,0,0,0.55)"/><text x="24" y="${h - 20}" font-family="sans-serif" font-size="26" fill="#fff">${escapeXml(label)}</text>`;
  const draw = (body: string) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#f2f1ee"/>${body}${caption}</svg>`,
      ),
    )
      .jpeg({ quality: 80 })
      .toBuffer();
  return { photo: await draw(closeUp(kind, color, w, h)), context: await draw(room(kind, color, w, h)) };
}
