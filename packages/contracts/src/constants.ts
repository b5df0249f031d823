/** Business constants and limits (spec part 1 section 9, part 2 section 9, part 3 section 9). */
export const SESSION_WARNING_MINUTES = 5;
export const SESSION_CHECK_INTERVAL_MS = 1000;
export const TITLE_BLINK_MS = 1000;
export const CONFIGURATION_REFRESH_MS = 5 * 60 * 1000;
export const GLOBALS_REFRESH_MS = 180_000;
/**
 * Sent (value `1`) with the reads the client repeats on a timer. Such a request is not activity:
 * it does not extend the session, so an idle open tab still meets the session warning and expiry.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-refresh';
export const TOPBAR_SEARCH_DEBOUNCE_MS = 1500;
export const PROJECT_LIST_SEARCH_DEBOUNCE_MS = 200;
export const MOBILE_BREAKPOINT_PX = 1025;
export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MAX_UPLOAD_FILES = 100;
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** User photos larger than this (width × height) are refused before decoding (DECISIONS.md). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** A stored user photo's long side, in pixels. */
export const USER_PHOTO_MAX_SIDE = 1024;
export const FIRST_PROJECTS_LOAD = 50;
export const SEARCH_PAGE_SIZE = 5;
export const MODAL_DELETE_REQUESTS = 1;
export const MODAL_PHOTO = 2;
export const BUILTIN_KEYWORD_FIELDS = { phase: 2, subject: 3, state: 4 } as const;
export const PASSWORD_MIN_LENGTH = 10;
export const NAME_MAX_LENGTH = 255;
/** Image fetches retry after (10 + failures)^2 ms. */
export const imageRetryDelayMs = (failures: number) => (10 + failures) ** 2;
/**
 * How many documents the panel asks for first (\`GET projects/{id}/documents?limit=\`): a phone's
 * first screen and more, so rows show before the whole list (10,000 documents are about 12 MB) has
 * come and been read.
 */
export const DOCUMENTS_FIRST_PAGE = 50;
