/** The import kinds of the /import page (POST import/csv/{kind}). */
export type ImportKind = 'users' | 'projects';

/** The file picker's `accept`: browsers offer .csv files first; the name check below decides. */
export const CSV_ACCEPT = '.csv,text/csv';

/** Spec part 2 section 5: the file name must end in csv (any case); anything else clears the selection. */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim()) && name.trim().length > '.csv'.length;
}

export type CsvChoice = { file: File; problem: null } | { file: null; problem: 'not-csv' | null };

/** What a pick means: a .csv file is kept; anything else clears the selection and says why. */
export function chooseCsvFile(file: File | null | undefined): CsvChoice {
  if (!file) return { file: null, problem: null };
  return isCsvFileName(file.name) ? { file, problem: null } : { file: null, problem: 'not-csv' };
}

/** Where a successful import leads (spec part 2: projects to /projects, users to /users). */
export function importSuccessPath(kind: ImportKind): string {
  return kind === 'users' ? '/users' : '/projects';
}
