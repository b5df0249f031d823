// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rowErrorsOf } from '../../entities/csv-import';
import { ApiError } from '../../lib/api-error';
import { fileMessagesOf, sortRowErrors } from './import-messages';

describe('rowErrorsOf', () => {
  it('reads data.errors of a refused import', () => {
    const body = {
      errors: { code: -1, message: 'The file has errors; nothing was imported.', fields: {} },
      errorCode: -1,
      data: {
        errors: [
          { row: 3, column: 'email', field: 'email', message: 'email-invalid', value: 'not-an-email' },
          { row: 2, column: null, field: null, message: 'too-many-cells', value: 'x' },
        ],
      },
    };
    expect(rowErrorsOf(body)).toHaveLength(2);
    expect(sortRowErrors(rowErrorsOf(body)).map((r) => r.row)).toEqual([2, 3]);
  });

  it('answers no rows for bodies without a list, and drops rows that do not fit the contract', () => {
    expect(rowErrorsOf(undefined)).toEqual([]);
    expect(rowErrorsOf({ errors: { code: 24 } })).toEqual([]);
    expect(rowErrorsOf({ data: { errors: [{ row: 'two' }] } })).toEqual([]);
  });
});

describe('fileMessagesOf', () => {
  it('takes the csv_data messages when no rows came', () => {
    const error = new ApiError({ status: 422, code: 24, fields: { csv_data: ['not-csv'] } });
    expect(fileMessagesOf(error, [])).toEqual(['not-csv']);
    const noFile = new ApiError({ status: 422, code: -1, fields: { csv_data: ['required'] } });
    expect(fileMessagesOf(noFile, [])).toEqual(['required-file']);
  });
});
