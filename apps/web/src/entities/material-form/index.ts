export {
  useCreateMaterialForm,
  useDeleteMaterialForm,
  useDuplicateMaterialForm,
  useLinkMaterialForm,
  useProjectMaterialForms,
  useSaveMaterialFormStructure,
} from './api/material-forms';
export {
  type DraftProblem,
  draftBody,
  draftProblems,
  type FormDraft,
  formDraft,
  type GroupDraft,
  isDraftChanged,
  nextTempId,
  type SelectDraft,
  visibleOptions,
} from './form-draft';
export { type StructureFieldProblem, structureFieldProblems } from './structure-errors';
