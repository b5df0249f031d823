import { Box } from '@mantine/core';
import type { ReactNode, Ref, RefObject } from 'react';

/** The map's share of the row on wide screens, and its height above the list on phones (room for the first rows). */
const WIDE_MAP_SHARE = '31%';
const MOBILE_MAP_HEIGHT = 220;

interface DocumentsColumnsProps {
  /** The folder list (folder mode), or nothing. */
  folderNav: ReactNode;
  /** The list's box: the detail window keeps clear of it, and new uploads scroll its top into view. */
  listRef: Ref<HTMLDivElement>;
  isBusy: boolean;
  /** The page's map of the shown documents in a slot of the given height; none: no map. */
  renderMap?: (height: number | string) => ReactNode;
  /** The list's height, which the map beside it keeps to. */
  height: string;
  mapRef: RefObject<HTMLDivElement | null>;
  isMobile: boolean;
  /** The documents list. */
  children: ReactNode;
}

/**
 * The panel's columns: folders, documents and, on wide screens, the map beside the list, as tall as
 * it (places and rows together). On a phone they stack, with the map above them.
 */
export function DocumentsColumns(props: DocumentsColumnsProps) {
  const { folderNav, listRef, isBusy, renderMap, height, mapRef, isMobile, children } = props;
  return (
    <>
      {isMobile && renderMap && <Box data-slot="documents-map">{renderMap(MOBILE_MAP_HEIGHT)}</Box>}
      <Box style={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 12 }}>
        {folderNav}
        <Box
          ref={listRef}
          style={{ flex: 1, minWidth: 0, scrollMarginTop: 'var(--app-shell-header-offset, 0px)' }}
          aria-busy={isBusy}
        >
          {children}
        </Box>
        {!isMobile && renderMap && (
          <Box ref={mapRef} data-slot="documents-map" style={{ flex: `0 0 ${WIDE_MAP_SHARE}`, minWidth: 0 }}>
            {renderMap(height)}
          </Box>
        )}
      </Box>
    </>
  );
}
