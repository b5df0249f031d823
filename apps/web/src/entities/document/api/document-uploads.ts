import { type Document, documentResponse, ErrorCode } from '@portal/contracts';
import { endpoints } from '@portal/contracts/endpoints';
import type { MultipartParts } from '@portal/contracts/http/multipart-form';
import { ApiError } from '../../../lib/api-error';
import { UploadFailure, uploadWithProgress } from '../../../lib/upload';
import { useDocumentsMutation } from './documents';

/** A parsed answer of an upload or a replacement (XMLHttpRequest bypasses the typed reader). */
function readDocumentAnswer(body: unknown): Document {
  const parsed = documentResponse.safeParse(body);
  if (!parsed.success) throw new ApiError({ status: 200, code: ErrorCode.invalidShape });
  return parsed.data.data;
}

/** A refused upload as the API error it is, so that screens show its reason like any other call's. */
function asApiError(error: unknown): unknown {
  return error instanceof UploadFailure ? error.error : error;
}

/** The text fields of an upload, as `POST projects/{id}/documents` declares them. */
export type UploadDocumentInput = Omit<MultipartParts<typeof endpoints.documents.upload>, 'file'>;

/** POST projects/{id}/documents: one file per call, with its progress. */
export async function uploadDocument(
  projectId: number,
  input: UploadDocumentInput,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Document> {
  try {
    const body = await uploadWithProgress(
      endpoints.documents.upload,
      { params: { id: projectId } },
      { ...input, file },
      { onProgress, signal },
    );
    return readDocumentAnswer(body);
  } catch (error) {
    throw asApiError(error);
  }
}

/** POST .../files/{fileId}/replace (a file is required: the dialog refuses without one, code 6). */
export const useReplaceFile = (projectId: number) =>
  useDocumentsMutation(
    projectId,
    async ({ documentId, fileId, file }: { documentId: number; fileId: number; file: File }) => {
      try {
        const body = await uploadWithProgress(
          endpoints.documents.replaceFile,
          { params: { id: projectId, documentId, fileId } },
          { file },
        );
        return readDocumentAnswer(body);
      } catch (error) {
        throw asApiError(error);
      }
    },
  );
