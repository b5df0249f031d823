/** The part of frappe-gantt (MIT, no dependencies) the schedule chart uses; the package ships no types. */
declare module 'frappe-gantt' {
  export interface GanttTask {
    id: string;
    name: string;
    start: string;
    end: string;
    progress: number;
    dependencies?: string;
    custom_class?: string;
  }

  export interface GanttViewMode {
    name: string;
    padding?: string | string[];
    step?: string;
    [key: string]: unknown;
  }

  export interface GanttOptions {
    view_mode?: string | GanttViewMode;
    view_modes?: GanttViewMode[];
    infinite_padding?: boolean;
    readonly?: boolean;
    language?: string;
    today_button?: boolean;
    view_mode_select?: boolean;
    scroll_to?: string;
    container_height?: number | 'auto';
    bar_height?: number;
    padding?: number;
    popup_on?: 'click' | 'hover';
    lines?: 'both' | 'vertical' | 'horizontal' | 'none';
  }

  export default class Gantt {
    static VIEW_MODE: Record<'HOUR' | 'QUARTER_DAY' | 'HALF_DAY' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR', GanttViewMode>;
    constructor(element: HTMLElement | SVGElement | string, tasks: GanttTask[], options?: GanttOptions);
    refresh(tasks: GanttTask[]): void;
    clear(): void;
  }
}
