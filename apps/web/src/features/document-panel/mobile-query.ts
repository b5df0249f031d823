import { MOBILE_BREAKPOINT_PX } from '@portal/contracts/constants';

/** Below 1025 px wide the panel takes its mobile layout (spec part 2). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
