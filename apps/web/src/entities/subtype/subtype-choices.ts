import { useMemo } from 'react';
import { useProjectSubtypes } from './api/project-subtypes-query';

/** A subtype as a select offers it. */
export interface SubtypeChoice {
  id: number;
  name: string;
  isDefault: boolean;
}

/** The subtypes a new project may take; not asked for while `enabled` is off. */
export function useSubtypeChoices(enabled: boolean): SubtypeChoice[] {
  const subtypes = useProjectSubtypes(enabled);
  return useMemo(
    () => (subtypes.data ?? []).map((s) => ({ id: s.id, name: s.name, isDefault: Boolean(s.default) })),
    [subtypes.data],
  );
}
