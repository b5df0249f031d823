import { PROJECT_IMPORT_COLUMNS } from '@portal/contracts';

const SAMPLES = {
  en: [
    ['P-1001', 'Harbour quay renovation', 'marine', '', 'before', '60.1592,24.9555', ''],
    ['P-1002', 'Ring road cabling', 'infrastructure', '', 'during', '', ''],
    ['P-1003', 'As Oy Example pipe renovation', 'condominium', '', '', '61.4978,23.7610', ''],
  ],
  fi: [
    ['P-1001', 'Satamalaiturin korjaus', 'vesirakennushanke', '', 'ennen', '60.1592,24.9555', ''],
    ['P-1002', 'Kehätien kaapelointi', 'infrahanke', '', 'aikana', '', ''],
    ['P-1003', 'As Oy Esimerkin putkiremontti', 'taloyhtiöhanke', '', '', '61.4978,23.7610', ''],
  ],
} as const;

/**
 * The sample file of GET import/csv/projects/template: English headers with `,`, or Finnish
 * headers with `;` as Finnish Excel saves them; a byte order mark makes Excel read UTF-8.
 * Coordinates hold a comma, so they are quoted in the English file.
 */
export function projectsImportTemplate(lang: 'en' | 'fi'): string {
  const delimiter = lang === 'fi' ? ';' : ',';
  const header = PROJECT_IMPORT_COLUMNS.map((c) => (lang === 'fi' ? c.headers[1] : c.headers[0]));
  const lines = [header, ...SAMPLES[lang]].map((cells) =>
    cells.map((c) => (/["\r\n]/.test(c) || c.includes(delimiter) ? `"${c.replaceAll('"', '""')}"` : c)).join(delimiter),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
