import { type DeleteRequest, documentCounterText, FILE_VERSION_PARAM } from '@portal/contracts';
import { can } from '../../platform/access/gate';
import { DELETE_REQUEST } from '../../platform/access/policies/delete-requests.policy';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { DeleteRequestRow } from './delete-requests.repo';

export function presentDeleteRequest(user: AuthUser, r: DeleteRequestRow): DeleteRequest {
  const base = `projects/${r.projectId}/documents/${r.documentId}`;
  const { file } = r;
  const version = file ? `?${FILE_VERSION_PARAM}=${file.revision}` : '';
  return {
    id: r.id,
    project_id: r.projectId,
    project: { id: r.projectId, name: r.projectName },
    document: {
      id: r.documentId,
      project_id: r.projectId,
      name: r.documentName,
      counter: documentCounterText(r.counter),
      url: file ? `${base}/files/${file.id}${version}` : null,
      thumb: file?.thumb ? `${base}/thumb${version}` : null,
      mime: file?.mime ?? null,
    },
    reason: r.reason,
    is_deleted: r.isDeleted,
    created_by: r.creatorName === null ? null : { name: r.creatorName, email: r.creatorEmail ?? '' },
    created_at: r.createdAt.toISOString(),
    can: can(user, DELETE_REQUEST),
  };
}
