/** Days of padding on each side of the Gantt chart (spec part 2 §9). */
export const GANTT_PADDING_DAYS = 3;
