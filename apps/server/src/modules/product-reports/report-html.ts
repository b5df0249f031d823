import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/html/html';
import { formatInstant } from '../../platform/time/format-instant';
import {
  hundredths,
  type ReportApartment,
  type ReportLine,
  type ReportModel,
  type ReportStairwell,
  toCents,
} from './report-model';
import { REPORT_TEXTS, type ReportLanguage } from './report-texts';

/*
 * The product report as one HTML page: no script, no external resource, one inline stylesheet
 * allowed by its hash, every value escaped. Printed on A4, each stairwell starts a page and an
 * apartment's rows stay together.
 */

const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; margin: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 24px 0 8px; border-bottom: 2px solid #1a1b1e; padding-bottom: 2px; }
.meta { color: #495057; margin: 0 0 12px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #dee2e6; vertical-align: top; }
thead th { font-size: 11px; text-transform: uppercase; color: #495057; border-bottom: 1px solid #868e96; }
.num, tbody td:nth-last-child(-n + 3) { text-align: right; white-space: nowrap; }
tbody td[colspan], tr.sum td:first-child { text-align: left; }
tbody th { background: #f1f3f5; font-size: 14px; }
tr.sum td { font-weight: 600; border-bottom: 2px solid #adb5bd; }
.empty { color: #868e96; font-style: italic; }
.stairwell-total, .grand-total { text-align: right; font-weight: 700; margin: 8px 0 0; }
.grand-total { font-size: 15px; border-top: 2px solid #1a1b1e; padding-top: 6px; margin-top: 24px; }
@media print {
  body { margin: 0; font-size: 10pt; }
  section + section { break-before: page; page-break-before: always; }
  tbody { break-inside: avoid; page-break-inside: avoid; }
  thead { display: table-header-group; }
  .scroll { overflow: visible; }
}
`;

/** The Content-Security-Policy of the report: nothing may load or run but its own stylesheet. */
export const REPORT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export interface ReportHeading {
  projectName: string;
  projectCode: string;
  condominiumName: string | null;
  /** The form's name; null for the project's report of every form. */
  formName: string | null;
  printedAt: Date;
  timeZone: string;
}

type Formatters = ReturnType<typeof formatters>;

/** Thousands grouped with `separator`: 1234567 → 1,234,567. */
function grouped(whole: bigint, separator: string): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Money and m2 as the language writes them (`€1,234.50`; `1 234,50 €` with no-break spaces, as
 * Intl's fi-FI does), built from whole cents: thousands of rows cost no Intl call each, and no
 * float ever holds the amount.
 */
function formatters(language: ReportLanguage) {
  const fi = language === 'fi';
  const decimal = (hundredthsValue: bigint) => {
    const text = `${grouped(hundredthsValue / 100n, fi ? '\u00a0' : ',')}${fi ? ',' : '.'}${String(hundredthsValue % 100n).padStart(2, '0')}`;
    return text;
  };
  // The sign as an entity: one character beyond Latin-1 would make the whole page a two-byte string,
  // twice the memory to join, encode and send.
  const euros = (cents: bigint) => (fi ? `${decimal(cents)}\u00a0&euro;` : `&euro;${decimal(cents)}`);
  // A report repeats the same few prices, areas, totals and names thousands of times: each is
  // formatted (and escaped) once per report.
  const once = <K, V>(make: (key: K) => V) => {
    const made = new Map<K, V>();
    return (key: K): V => {
      let value = made.get(key);
      if (value === undefined) {
        value = make(key);
        made.set(key, value);
      }
      return value;
    };
  };
  return {
    // Digits, separators and the entity only: nothing to escape.
    money: once((amount: bigint) => euros(toCents(amount))),
    price: once((text: string) => euros(hundredths(text))),
    area: once((text: string) => decimal(hundredths(text))),
    text: once(escapeHtml),
  };
}

const apartmentLabel = (a: ReportApartment) => (a.number === null ? a.stairwell : `${a.stairwell} ${a.number}`);

/** A line's table row; lines are shared between apartments (report-model.ts), so each renders once. */
function lineRenderer(showForm: boolean, f: Formatters): (line: ReportLine) => string {
  const made = new Map<ReportLine, string>();
  return (line) => {
    let html = made.get(line);
    if (html === undefined) {
      // End tags left out, as HTML allows for cells and rows: a fifth of a big report's bytes.
      html = `<tr>${showForm ? `<td>${f.text(line.formName)}` : ''}<td>${f.text(line.selectName)}<td>${f.text(line.optionName)}<td>${line.area === null ? '' : f.area(line.area)}<td>${f.price(line.unitPrice)}<td>${f.money(line.total)}`;
      made.set(line, html);
    }
    return html;
  };
}

/**
 * What one rendering shares. The page is written into `out` and joined once at the end: a page of
 * 20,000 rows built by nested concatenation is a tree of strings that costs more to flatten (when
 * it is sent) than to write.
 */
interface Rendering {
  showForm: boolean;
  language: ReportLanguage;
  f: Formatters;
  line: (line: ReportLine) => string;
  out: string[];
}

function writeApartment(a: ReportApartment, r: Rendering): void {
  const t = REPORT_TEXTS[r.language];
  const columns = r.showForm ? 6 : 5;
  r.out.push(
    `<tbody><tr><th colspan="${columns}" scope="rowgroup">${escapeHtml(`${t.apartment} ${apartmentLabel(a)}`)}</th></tr>`,
  );
  if (!a.lines.length) {
    r.out.push(`<tr><td colspan="${columns}" class="empty">${escapeHtml(t.noChoices)}</td></tr></tbody>`);
    return;
  }
  for (const line of a.lines) r.out.push(r.line(line));
  r.out.push(
    `<tr class="sum"><td colspan="${columns - 1}">${escapeHtml(t.apartmentTotal)}</td><td>${r.f.money(a.total)}</td></tr></tbody>`,
  );
}

function writeStairwell(s: ReportStairwell, r: Rendering): void {
  const t = REPORT_TEXTS[r.language];
  const header = [...(r.showForm ? [t.form] : []), t.select, t.option, t.quantity, t.unitPrice, t.total]
    .map((h, i, all) => `<th scope="col"${i >= all.length - 3 ? ' class="num"' : ''}>${escapeHtml(h)}</th>`)
    .join('');
  r.out.push(
    `<section><h2>${escapeHtml(`${t.stairwell} ${s.name}`)}</h2><div class="scroll"><table><thead><tr>${header}</tr></thead>`,
  );
  for (const apartment of s.apartments) writeApartment(apartment, r);
  r.out.push(
    `</table></div><p class="stairwell-total">${escapeHtml(t.stairwellTotal.replace('{name}', s.name))}: ${r.f.money(s.total)}</p></section>`,
  );
}

/** The whole page. */
export function renderReportHtml(model: ReportModel, heading: ReportHeading, language: ReportLanguage): string {
  const t = REPORT_TEXTS[language];
  const f = formatters(language);
  const showForm = heading.formName === null;
  const title = heading.formName === null ? t.projectTitle : `${t.title}: ${heading.formName}`;
  const meta = [
    `${heading.projectCode} ${heading.projectName}`,
    heading.condominiumName,
    `${t.printed} ${formatInstant({ TIME_ZONE: heading.timeZone }, heading.printedAt, language)}`,
  ]
    .filter((part): part is string => Boolean(part))
    .map(escapeHtml)
    .join(' · ');
  const out = [
    `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1><p class="meta">${meta}</p></header>`,
  ];
  const rendering: Rendering = { showForm, language, f, line: lineRenderer(showForm, f), out };
  for (const stairwell of model.stairwells) writeStairwell(stairwell, rendering);
  out.push(
    model.stairwells.length
      ? `<p class="grand-total">${escapeHtml(t.grandTotal)}: ${f.money(model.total)}</p>`
      : `<p class="empty">${escapeHtml(t.noApartments)}</p>`,
  );
  out.push('</body></html>\n');
  return out.join('');
}
