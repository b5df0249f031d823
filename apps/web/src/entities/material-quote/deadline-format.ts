/** Whether a deadline (an ISO instant, or none) has passed by this browser's clock. */
export const isPastDeadline = (iso: string | null) => iso !== null && new Date(iso).getTime() <= Date.now();
