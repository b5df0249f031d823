import { type StatusChoice, useStatusChoices } from '../status';
import { type SubtypeChoice, useSubtypeChoices } from '../subtype';

/** What the project form offers. */
export interface ProjectFormChoices {
  /** In tree order. */
  statuses: StatusChoice[];
  /** The status a new project starts with, when there is one. */
  startStatusId?: number;
  subtypes: SubtypeChoice[];
}

/** The form's status and subtype choices; subtypes only for a new project (editing keeps the subtype). */
export function useProjectFormChoices(withSubtypes: boolean): ProjectFormChoices {
  const { statuses, startStatusId } = useStatusChoices();
  const subtypes = useSubtypeChoices(withSubtypes);
  return { statuses, startStatusId, subtypes };
}
