/** Where the API lives on the portal's own origin (spec part 1 section 7). */
export const API_BASE = '/api/v1';
