import type { SummaryView } from '@portal/contracts';
import { allows } from '../../platform/access/gate';
import type { AuthUser } from '../../platform/auth/auth-user';
import { summaryViewSubject } from './summary-views.access';
import type { SummaryViewRow } from './summary-views.repo';

export function presentSummaryView(user: AuthUser, row: SummaryViewRow): SummaryView {
  const subject = summaryViewSubject(row.attached);
  return {
    id: row.id,
    name: row.name,
    defaultfolder_id: row.defaultFolderId,
    defaultfolder_name: row.defaultFolderName,
    companies: row.companies,
    can: { manage: allows(user, 'manage', subject), setState: allows(user, 'setState', subject) },
  };
}
