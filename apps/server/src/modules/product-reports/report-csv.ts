import { csvLine } from '../../platform/csv/csv-safe';
import { hundredths, plainEuros, type ReportModel, toCents } from './report-model';
import { REPORT_TEXTS, type ReportLanguage } from './report-texts';

/**
 * The report's rows as CSV for ordering: one line per apartment's choice, plain numbers (no
 * currency sign or grouping) so a spreadsheet sums them. As the portal's other CSV files: Finnish
 * uses `;` and a decimal comma (what a Finnish spreadsheet expects), English `,` and a point; a BOM
 * so spreadsheets read UTF-8; every cell through `csvLine`, which makes formulas inert.
 */
export function renderReportCsv(model: ReportModel, language: ReportLanguage): string {
  const t = REPORT_TEXTS[language];
  const comma = language === 'fi';
  const delimiter = comma ? ';' : ',';
  const number = (decimal: string) => plainEuros(hundredths(decimal), comma);
  const lines = [
    csvLine(
      [t.stairwell, t.apartment, t.form, t.group, t.select, t.option, t.quantity, t.unitPrice, t.total],
      delimiter,
    ),
  ];
  for (const stairwell of model.stairwells) {
    for (const apartment of stairwell.apartments) {
      for (const line of apartment.lines) {
        lines.push(
          csvLine(
            [
              apartment.stairwell,
              apartment.number ?? '',
              line.formName,
              line.groupName,
              line.selectName,
              line.optionName,
              line.area === null ? '' : number(line.area),
              number(line.unitPrice),
              plainEuros(toCents(line.total), comma),
            ],
            delimiter,
          ),
        );
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
