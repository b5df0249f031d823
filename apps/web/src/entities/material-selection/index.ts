export {
  useApartmentMaterialForms,
  useSaveMaterialSelections,
  useSetSubmissionStatus,
  useSubmitMaterialSelection,
} from './api/material-selections';
export type { SubmissionStatusShown } from './submission-status';
export { SubmissionStatusBadge } from './submission-status-badge';
export { selectionTotalCents, type TotalLine } from './total';
