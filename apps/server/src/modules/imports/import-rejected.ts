import { ErrorCode, type ImportRowError } from '@portal/contracts';

/** The import is refused as a whole; `errors` lists every problem found (422 with `data.errors`). */
export class ImportRejected extends Error {
  readonly code = ErrorCode.checkInputs;
  constructor(readonly errors: ImportRowError[]) {
    super('The file has errors; nothing was imported.');
  }

  /** `errors.fields` keyed `row.{row}.{field}` (or `csv_data` for the file), and the same list flat in `data.errors`. */
  body() {
    const fields: Record<string, string[]> = {};
    for (const e of this.errors) {
      const key = e.row > 0 ? `row.${e.row}.${e.field ?? 'row'}` : 'csv_data';
      fields[key] = [...(fields[key] ?? []), e.message];
    }
    return {
      errors: { code: this.code, message: this.message, fields },
      errorCode: this.code,
      data: { errors: this.errors },
    };
  }
}
