import { ErrorCode } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { ImportRejected } from './import-rejected';

const chooseFile = () => new AppError(422, ErrorCode.checkInputs, 'Choose a CSV file.', { csv_data: ['required'] });

/** The bytes of the multipart file field `csv_data`. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw chooseFile();
  const file = await request.file();
  if (file?.fieldname !== 'csv_data') throw chooseFile();
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
