import { readStorage, writeStorage } from '../../lib/browser-storage';

/** The fields the list logic needs; the contract's project row has them all. */
export interface SortableProject {
  id: number;
  code: string;
  name: string;
  mostRecentDocument?: string | null;
}

/**
 * Each opening makes a project rank as if its latest document were one day newer, at most
 * 30 days: often opened projects rise, but a fresh document still outranks a stale favourite.
 * (The spec only says opening counts "boost" the most-recent-document order.)
 */
export const OPEN_BOOST_MS = 24 * 60 * 60 * 1000;
export const OPEN_BOOST_MAX_OPENS = 30;

export type OpenCounts = Record<string, number>;

function recencyOf(project: SortableProject): number {
  if (!project.mostRecentDocument) return 0;
  const time = Date.parse(project.mostRecentDocument);
  return Number.isNaN(time) ? 0 : time;
}

export function boostedScore(project: SortableProject, counts: OpenCounts): number {
  const opens = Math.min(Math.max(counts[String(project.id)] ?? 0, 0), OPEN_BOOST_MAX_OPENS);
  // A project without documents still gets its boost, counted from the epoch.
  return recencyOf(project) + opens * OPEN_BOOST_MS;
}

/** Default order: most recent document descending, boosted by openings; ties by id descending. */
export function sortProjects<T extends SortableProject>(projects: readonly T[], counts: OpenCounts): T[] {
  const scored = projects.map((project) => ({ project, score: boostedScore(project, counts) }));
  scored.sort((a, b) => b.score - a.score || b.project.id - a.project.id);
  return scored.map((entry) => entry.project);
}

/** Case-insensitive match on code, name and id; an empty search keeps everything. */
export function matchesSearch(project: SortableProject, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    project.code.toLocaleLowerCase().includes(needle) ||
    project.name.toLocaleLowerCase().includes(needle) ||
    String(project.id) === needle
  );
}

const openCountsKey = (userId: number) => `projects.openCounts.${userId}`;

export function readOpenCounts(userId: number): OpenCounts {
  const raw = readStorage(openCountsKey(userId));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const counts: OpenCounts = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'number' && Number.isFinite(value) && value > 0) counts[key] = value;
    }
    return counts;
  } catch {
    return {};
  }
}

/** Called when a project page opens. */
export function incrementOpenCount(userId: number, projectId: number): OpenCounts {
  const counts = readOpenCounts(userId);
  counts[String(projectId)] = (counts[String(projectId)] ?? 0) + 1;
  writeStorage(openCountsKey(userId), JSON.stringify(counts));
  return counts;
}

const hideDeletedKey = (userId: number) => `projects.hideDeleted.${userId}`;

export function readHideDeleted(userId: number): boolean {
  return readStorage(hideDeletedKey(userId)) === '1';
}

export function writeHideDeleted(userId: number, hide: boolean): void {
  writeStorage(hideDeletedKey(userId), hide ? '1' : '0');
}
