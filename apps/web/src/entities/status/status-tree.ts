/** The fields the status tree needs; the contract's status row has them. */
export interface TreeStatus {
  id: number;
  name: string;
  /** 0 (or null) means a root. */
  parent_id: number | null;
}

export interface StatusNode<T extends TreeStatus> {
  status: T;
  depth: number;
  children: StatusNode<T>[];
}

/** Nests statuses by parent_id; a status whose parent is missing (or a cycle) becomes a root. Siblings keep input order. */
export function buildStatusTree<T extends TreeStatus>(statuses: readonly T[]): StatusNode<T>[] {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const status of statuses) {
    const parentId = status.parent_id ?? 0;
    if (parentId === 0 || parentId === status.id || !byId.has(parentId) || reachesItself(status, byId)) {
      roots.push(status);
    } else {
      const list = children.get(parentId) ?? [];
      list.push(status);
      children.set(parentId, list);
    }
  }
  const build = (status: T, depth: number): StatusNode<T> => ({
    status,
    depth,
    children: (children.get(status.id) ?? []).map((child) => build(child, depth + 1)),
  });
  return roots.map((root) => build(root, 0));
}

function reachesItself<T extends TreeStatus>(status: T, byId: Map<number, T>): boolean {
  const seen = new Set<number>([status.id]);
  let parentId = status.parent_id ?? 0;
  while (parentId !== 0) {
    if (seen.has(parentId)) return true;
    seen.add(parentId);
    const parent = byId.get(parentId);
    if (!parent) return false;
    parentId = parent.parent_id ?? 0;
  }
  return false;
}

/** Depth-first list of the tree, for indented selects and flat rendering. */
export function flattenTree<T extends TreeStatus>(nodes: readonly StatusNode<T>[]): StatusNode<T>[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** Ids of the status and every status below it. */
export function descendantIds<T extends TreeStatus>(statuses: readonly T[], id: number): Set<number> {
  const result = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const status of statuses) {
      const parentId = status.parent_id ?? 0;
      if (!result.has(status.id) && result.has(parentId)) {
        result.add(status.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Parent choices for a status: every status except itself and its descendants (all for a new one). */
export function parentChoices<T extends TreeStatus>(statuses: readonly T[], selfId: number | null): StatusNode<T>[] {
  const excluded = selfId === null ? new Set<number>() : descendantIds(statuses, selfId);
  return flattenTree(buildStatusTree(statuses)).filter((node) => !excluded.has(node.status.id));
}
