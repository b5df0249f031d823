import { USER_IMPORT_COLUMNS } from '@portal/contracts';

const SAMPLES = {
  en: [
    ['maija.example@example.com', 'Maija Example', '040 123 4567', 'COMPANY1', 'manager;editor', 'Default'],
    ['matti.example@example.com', 'Matti Example', '', 'COMPANY1', '', ''],
  ],
  fi: [
    ['maija.esimerkki@example.com', 'Maija Esimerkki', '040 123 4567', 'COMPANY1', 'esihenkilö,muokkaaja', 'Default'],
    ['matti.esimerkki@example.com', 'Matti Esimerkki', '', 'COMPANY1', '', ''],
  ],
} as const;

/**
 * The sample file of GET import/csv/users/template: English headers with `,`, or Finnish headers
 * with `;` as Finnish Excel saves them. A byte order mark makes Excel read it as UTF-8.
 */
export function usersImportTemplate(lang: 'en' | 'fi'): string {
  const delimiter = lang === 'fi' ? ';' : ',';
  const header = USER_IMPORT_COLUMNS.map((c) => (lang === 'fi' ? c.headers[1] : c.headers[0]));
  // The sample phone is in the national form: a leading `+` would make a spreadsheet read the cell
  // as a formula when the template is opened. The import itself keeps `+358…` as text.
  const lines = [header, ...SAMPLES[lang]].map((cells) =>
    cells.map((c) => (/["\r\n]/.test(c) || c.includes(delimiter) ? `"${c}"` : c)).join(delimiter),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
