import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST projects/{id}/files-zip {documentIds}. The ZIP is made in the background and its link
 * e-mailed (spec part 2 §7: alert export-success, or export-error); EXPORT_READY follows on the
 * user's channel.
 */
export function useExportDocuments() {
  return useMutation({
    mutationFn: ({ projectId, documentIds }: { projectId: number; documentIds: number[] }) =>
      api.exports.create({ params: { id: projectId }, body: { documentIds } }),
  });
}
