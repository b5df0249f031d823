import type { DocumentPicture } from '@portal/contracts';

/** How the documents map colours its markers (configuration `documentMapColouring`). */
export type MarkerColouring = 'company' | 'subject' | 'none';

/** A marker with no colour of its own, unless its state has one configured. */
export const DEFAULT_MARKER_COLOUR = '#e03131';
/** The panel's active document. */
export const ACTIVE_MARKER_COLOUR = '#fcc419';

/** Eight well-separated colours for companies or subjects; red and yellow are kept for the above. */
export const MARKER_PALETTE: readonly string[] = [
  '#1971c2',
  '#2f9e44',
  '#7048e8',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#5c940d',
  '#495057',
];

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Hue distance on the colour wheel. */
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/**
 * The palette, extended to `count` colours when there are more companies or subjects than it
 * holds. The extra colours are generated (golden-angle hues, so neighbours differ), the same on
 * every load, and never close to the red and yellow that mean "default" and "chosen".
 */
export function extendPalette(count: number): string[] {
  const colours = MARKER_PALETTE.slice(0, Math.max(0, count));
  let step = 0;
  while (colours.length < count) {
    step += 1;
    const hue = (step * 137.508) % 360;
    if (hueDistance(hue, 0) < 20 || hueDistance(hue, 50) < 20) continue;
    const lightness = [42, 32, 52][step % 3];
    const colour = hslToHex(hue, 70, lightness);
    if (!colours.includes(colour)) colours.push(colour);
  }
  return colours;
}

/**
 * Each marker's colour: by its company or subject (each key its own colour, the keys in
 * ascending order taking the palette in turn), or one colour for all. A marker without the key,
 * or every marker when colouring is off, takes its state's configured colour, else red.
 */
export function markerColours(
  pictures: readonly DocumentPicture[],
  colouring: MarkerColouring,
  stateColours: Readonly<Record<string, string>> = {},
): Map<number, string> {
  const keyOf = (p: DocumentPicture) =>
    colouring === 'company' ? p.company_id : colouring === 'subject' ? p.subject_id : null;
  const keys = [...new Set(pictures.map(keyOf).filter((k): k is number => k !== null))].sort((a, b) => a - b);
  const palette = extendPalette(keys.length);
  const byKey = new Map(keys.map((key, index) => [key, palette[index]]));
  const colours = new Map<number, string>();
  for (const picture of pictures) {
    const key = keyOf(picture);
    const own = key === null ? undefined : byKey.get(key);
    const state = picture.state_id === null ? undefined : stateColours[String(picture.state_id)];
    colours.set(picture.id, own ?? state ?? DEFAULT_MARKER_COLOUR);
  }
  return colours;
}
