import type { MouseEvent } from 'react';

/**
 * A row's (or card's) click handler that opens the row, unless the click was on something of its
 * own inside it (a button, a link, an input): those do their own thing.
 */
export function rowClickHandler<Row>(onRowClick: ((row: Row) => void) | undefined, row: Row) {
  if (!onRowClick) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest('a, button, input, [role="button"]')) onRowClick(row);
  };
}
