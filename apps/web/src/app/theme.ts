import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@portal/contracts';

/** One calm brand colour (deep harbour blue); greys stay Mantine's neutral ones; red only for danger. */
const brand: MantineColorsTuple = [
  '#e7f3f7',
  '#d2e6ee',
  '#a3cbdb',
  '#70afc7',
  '#4898b6',
  '#2f89ab',
  '#1f7fa4',
  '#116d8f',
  '#036181',
  '#005471',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  // `md` is the layout breakpoint: the sidebar shows from 1025 px up, the mobile menu below.
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: `${MOBILE_BREAKPOINT_PX / 16}em`,
    lg: '75em',
    xl: '88em',
  },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: {
      defaultProps: { centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
  },
});

/**
 * Secondary text (labels, hints, counts: Mantine's `dimmed`). Mantine's own grey (#868e96) reads
 * at 3.3:1 on white; WCAG 2.2 AA asks 4.5:1 for text, which this grey keeps on white (6.1:1), on
 * the shell's grey background (5.8:1) and on the brand's lightest tint (5.4:1).
 */
export const DIMMED_TEXT = '#5c636a';

/** The theme's CSS variables that Mantine's defaults get wrong for us (contrast). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});

/** The same breakpoint for JavaScript checks (useMediaQuery). */
const _DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX / 16}em)`;

/** Below `sm` the top bar has no room for the search box and the map toggle. */
export const NARROW_MEDIA_QUERY = '(max-width: 47.99em)';
