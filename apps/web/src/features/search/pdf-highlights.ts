/** A run of text on a PDF page as pdf.js reports it: the string, its transform and its width in page units. */
export interface PdfTextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface HighlightRect {
  word: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the highlighted words sit on the rendered page: each occurrence (any case) inside a text
 * run, placed by its share of the run's width as `measure` finds it (runs carry no per-glyph
 * positions; without a measure, the share of its characters), and turned
 * into canvas pixels by `toViewport` (pdf.js's `convertToViewportRectangle`).
 */
export function highlightRects(
  runs: PdfTextRun[],
  words: string[],
  toViewport: (rect: [number, number, number, number]) => number[],
  measure: (text: string) => number = (text) => text.length,
): HighlightRect[] {
  const wanted = [...new Set(words.map((w) => w.toLocaleLowerCase()).filter(Boolean))];
  const rects: HighlightRect[] = [];
  for (const run of runs) {
    if (!run.str || run.width <= 0) continue;
    const lower = run.str.toLocaleLowerCase();
    const [, , c, d, x, y] = run.transform;
    const height = run.height || Math.hypot(c, d);
    for (const word of wanted) {
      for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) {
        const whole = measure(run.str) || 1;
        const x1 = x + (measure(run.str.slice(0, at)) / whole) * run.width;
        const x2 = x + (measure(run.str.slice(0, at + word.length)) / whole) * run.width;
        // Descenders reach a little below the baseline.
        const [a1, b1, a2, b2] = toViewport([x1, y - height * 0.2, x2, y + height]);
        rects.push({
          word: run.str.slice(at, at + word.length),
          left: Math.min(a1, a2),
          top: Math.min(b1, b2),
          width: Math.abs(a2 - a1),
          height: Math.abs(b2 - b1),
        });
      }
    }
  }
  return rects;
}
