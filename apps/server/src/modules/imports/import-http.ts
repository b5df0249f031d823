import { ErrorCode } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { ImportRejected } from './import-rejected';

const chooseFile = () => new AppError(422, ErrorCode.checkInputs, 'Choose a CSV file.', { csv_data: ['required'] });
const notCsv = () =>
  new AppError(422, ErrorCode.checkInputs, 'The file name must end in .csv.', { csv_data: ['not-csv'] });

/** Spec part 2 §5: the file name ends in `.csv` (any case), as the /import page checks before sending. */
export function isCsvFileName(name: string): boolean {
  const trimmed = name.trim();
  return /\.csv$/i.test(trimmed) && trimmed.length > '.csv'.length;
}

/** The bytes of the multipart file field `csv_data`, whose name must end in `.csv`. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw chooseFile();
  const file = await request.file();
  if (file?.fieldname !== 'csv_data') throw chooseFile();
  if (!isCsvFileName(file.filename ?? '')) {
    // Drain the part so the connection is left in a clean state before answering.
    file.file.resume();
    throw notCsv();
  }
  return file.toBuffer();
}

/** Runs an import: `{ data, code: 200 }` (the spec's client reads the body code), or 422 listing every problem. */
export async function answerImport<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return { data: await work(), code: 200 as const };
  } catch (error) {
    if (error instanceof ImportRejected) return reply.code(422).send(error.body());
    throw error;
  }
}

/** A sample import file as a CSV download. */
export function sendCsvTemplate(reply: FastifyReply, fileName: string, text: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}.csv"`)
    .send(text);
}
