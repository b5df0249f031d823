import type { ScheduleEntry } from '@portal/contracts';
import Gantt from 'frappe-gantt';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GANTT_PADDING_DAYS, scheduleLabel } from '../../../entities/schedule';
import 'frappe-gantt/dist/frappe-gantt.css';

/** The chart in the app's colours: the bar's done part in the primary colour, the rest a light tint. */
const CHART_COLOURS = {
  '--g-bar-color': 'var(--mantine-color-blue-1)',
  '--g-bar-border': 'var(--mantine-color-blue-3)',
  '--g-progress-color': 'var(--mantine-color-blue-6)',
  '--g-text-light': 'var(--mantine-color-white)',
} as CSSProperties;

/**
 * The schedule as a Gantt chart (frappe-gantt: MIT, no dependencies, about 20 kB gzipped with its
 * styles; this module is loaded only when the schedules tab opens). Read-only; days as columns, 3
 * days of padding on each side of the entries (spec part 2 §9). Sub-entries are indented by level.
 */
export default function ScheduleGantt({ entries }: { entries: readonly ScheduleEntry[] }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || !entries.length) return;
    element.replaceChildren();
    const tasks = entries.map((e) => ({
      id: `s${e.id}`,
      name: `${'\u2003'.repeat(e.level)}${scheduleLabel(t, e)}`,
      start: e.start_at,
      // A date without a time ends at the end of that day in the chart.
      end: e.end_at,
      progress: e.completion_percentage,
      custom_class: e.automatical ? 'schedule-automatic' : undefined,
    }));
    new Gantt(element, tasks, {
      view_mode: { ...Gantt.VIEW_MODE.DAY, padding: `${GANTT_PADDING_DAYS}d` },
      infinite_padding: false,
      readonly: true,
      language: i18n.language === 'fi' ? 'fi' : 'en',
      today_button: false,
      view_mode_select: false,
      scroll_to: 'start',
      container_height: 'auto',
      bar_height: 24,
      padding: 14,
      popup_on: 'hover',
    });
    return () => element.replaceChildren();
  }, [entries, t, i18n.language]);

  return (
    <div ref={host} data-testid="schedule-gantt" aria-label={t('schedules.gantt')} role="img" style={CHART_COLOURS} />
  );
}
