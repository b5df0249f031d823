/**
 * What the project form offers, prepared by the page that composes it from the status and subtype
 * features (a feature imports no other feature).
 */
export interface StatusChoice {
  id: number;
  /** Shown name (built-in statuses translated). */
  label: string;
  /** Depth in the status tree, for indenting. */
  depth: number;
  isActive: boolean;
}

export interface SubtypeChoice {
  id: number;
  name: string;
  isDefault: boolean;
}

export interface ProjectFormChoices {
  /** In tree order. */
  statuses: StatusChoice[];
  /** The status a new project starts with, when there is one. */
  startStatusId?: number;
  subtypes: SubtypeChoice[];
}
