// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildStatusTree, descendantIds, flattenTree, parentChoices } from './status-tree';

const s = (id: number, parent_id: number | null, name = `S${id}`) => ({ id, parent_id, name });
const statuses = [s(1, 0), s(2, 1), s(3, 2), s(4, 0), s(5, 1), s(6, 99)];

describe('status tree', () => {
  it('nests by parent_id; a missing parent makes a root', () => {
    const tree = buildStatusTree(statuses);
    expect(tree.map((n) => n.status.id)).toEqual([1, 4, 6]);
    expect(tree[0].children.map((n) => n.status.id)).toEqual([2, 5]);
    expect(tree[0].children[0].children[0]).toMatchObject({ depth: 2, status: { id: 3 } });
    expect(flattenTree(tree).map((n) => n.status.id)).toEqual([1, 2, 3, 5, 4, 6]);
  });

  it('survives a cycle', () => {
    const tree = buildStatusTree([s(1, 2), s(2, 1)]);
    expect(
      flattenTree(tree)
        .map((n) => n.status.id)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('collects descendants', () => {
    expect([...descendantIds(statuses, 1)].sort()).toEqual([1, 2, 3, 5]);
  });

  it('offers parents other than itself and its descendants', () => {
    expect(parentChoices(statuses, 1).map((n) => n.status.id)).toEqual([4, 6]);
    expect(parentChoices(statuses, 2).map((n) => n.status.id)).toEqual([1, 5, 4, 6]);
    expect(parentChoices(statuses, null)).toHaveLength(statuses.length);
  });
});
