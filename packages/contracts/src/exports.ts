import { z } from 'zod';
import { codeEnvelope } from './envelope';
import { id } from './primitives';

/** How long an export's e-mailed link works. */
export const EXPORT_LINK_DAYS = 7;

export const exportDocumentsRequest = z.object({ documentIds: z.array(id()).max(10_000) });
export type ExportDocumentsInput = z.output<typeof exportDocumentsRequest>;

/** `{ data: {id}, code: 200 }`: the spec's client reads the body code. */
export const exportDocumentsResponse = codeEnvelope(z.object({ id: z.number().int() }));

export const exportDownloadQuery = z.object({ token: z.string().max(200).default('') });
