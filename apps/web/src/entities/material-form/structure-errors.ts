import type { MaterialFormStructureBody } from '@portal/contracts';

/** One field the server refused in the structure save, named by the item the person sees. */
export interface StructureFieldProblem {
  /** The group, select or option name as sent. */
  item: string;
  /** The server's message key: `not-found`, `other-category`, `already-an-option`, ... */
  problem: string;
}

const PATH = /^groups\.(\d+)(?:\.selects\.(\d+)(?:\.options\.(\d+))?)?\.[a-z_]+$/;

/**
 * Reads the server's field errors (`groups.0.selects.1.options.2.product_id`) back onto the tree
 * that was sent, so the edit form can say which option or select is wrong; paths it cannot place
 * are left out (the general message still shows).
 */
export function structureFieldProblems(
  body: MaterialFormStructureBody,
  fields: Record<string, string[]> | undefined,
): StructureFieldProblem[] {
  return Object.entries(fields ?? {}).flatMap(([path, problems]) => {
    const match = PATH.exec(path);
    if (!match) return [];
    const group = body.groups[Number(match[1])];
    const select = match[2] === undefined ? undefined : group?.selects?.[Number(match[2])];
    const option = match[3] === undefined ? undefined : select?.options?.[Number(match[3])];
    const item = option?.name ?? select?.name ?? group?.name;
    return item === undefined ? [] : problems.map((problem) => ({ item, problem }));
  });
}
