import { PROGRESS_TASKS, type ProgressNumber, type ProgressTaskSlug } from '@portal/contracts';

/** One task row of the add-report form, as typed. */
export interface TaskRow {
  slug: string;
  unit: string;
  value: string;
}

export const EMPTY_TASK: TaskRow = { slug: '', unit: '', value: '' };

/** The unit that goes with a task. */
export const unitOf = (slug: string): string => PROGRESS_TASKS[slug as ProgressTaskSlug] ?? '';

/** `Date` as the spec's `DD.MM.YYYY HH:mm`, in local time. */
export function reportDateText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Now, rounded down to the quarter hour (the picker steps by 15 minutes). */
export function currentQuarter(now = new Date()): Date {
  const d = new Date(now);
  d.setMinutes(d.getMinutes() - (d.getMinutes() % 15), 0, 0);
  return d;
}

export interface ProgressTotal {
  slug: string;
  unit: string;
  value: number;
}

/** Sums per task and unit over the reports shown, in the spec's task order. */
export function progressTotals(reports: readonly { numbers: readonly ProgressNumber[] }[]): ProgressTotal[] {
  const sums = new Map<string, ProgressTotal>();
  for (const report of reports) {
    for (const n of report.numbers) {
      const key = `${n.slug}\u0000${n.unit}`;
      const total = sums.get(key) ?? { slug: n.slug, unit: n.unit, value: 0 };
      total.value += n.value;
      sums.set(key, total);
    }
  }
  const order = Object.keys(PROGRESS_TASKS);
  return [...sums.values()].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}
