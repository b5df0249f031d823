import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import { IconArrowsDiagonal2, IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { clampWindow, readWindowRect, type WindowRect, writeWindowRect } from '../detail-window-geometry';
import { isEscapeTakenElsewhere } from '../escape-layers';

interface FloatingWindowProps {
  title: ReactNode;
  /** Where the place and size are remembered (one per parent page). */
  parent: string;
  /** Where the window opens until the user places it (measured when it opens). */
  defaultRect: () => WindowRect;
  /** Asked to close: the close button, or Escape from anywhere on the page. */
  onClose: () => void;
  /** The previous and next documents in the list's order; absent at either end. */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Below 1025 px the window fills the screen and does not move. */
  isMobile: boolean;
  children: ReactNode;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const STEP = 10;

/**
 * A non-modal window over the page: dragged by its title bar, resized from its corner (also with
 * the arrow keys on either), closed with Escape or its button. Its place and size are kept per
 * parent in localStorage once the user moves it. Opening it brings the focus in; closing it takes
 * the focus back to where it was (the row or marker that opened it).
 */
export function FloatingWindow({
  title,
  parent,
  defaultRect,
  onClose,
  onPrevious,
  onNext,
  isMobile,
  children,
}: FloatingWindowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [rect, setRect] = useState<WindowRect>(() => clampWindow(readWindowRect(parent) ?? defaultRect(), viewport()));
  const drag = useRef<{ kind: 'move' | 'resize'; startX: number; startY: number; start: WindowRect } | null>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A layout effect: its clean-up runs while the window is still in the page, so it can tell
  // whether the focus is in it before the focus is lost with it.
  useLayoutEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    windowRef.current?.focus({ preventScroll: true });
    return () => {
      // Only when the focus is still ours (or lost with the window): never pull it from elsewhere.
      const active = document.activeElement;
      const focusLost = !active || active === document.body || windowRef.current?.contains(active);
      if (focusLost && returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, []);

  // Escape closes the window from anywhere on the page, but an open dropdown, dialog or full-screen
  // map takes it first (seen before they handle it: the capture phase runs ahead of them).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isEscapeTakenElsewhere(event.target)) return;
      closeRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    const onResize = () => setRect((current) => clampWindow(current, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const commit = (next: WindowRect) => {
    const clamped = clampWindow(next, viewport());
    setRect(clamped);
    writeWindowRect(parent, clamped);
  };

  const begin = (kind: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    if (isMobile || event.button !== 0) return;
    if (kind === 'move' && (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { kind, startX: event.clientX, startY: event.clientY, start: rect };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    const next =
      state.kind === 'move'
        ? { ...state.start, x: state.start.x + dx, y: state.start.y + dy }
        : { ...state.start, width: state.start.width + dx, height: state.start.height + dy };
    setRect(clampWindow(next, viewport()));
  };
  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    writeWindowRect(parent, rect);
  };

  const keys = (kind: 'move' | 'resize') => (event: KeyboardEvent<HTMLElement>) => {
    const delta = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[
      event.key
    ];
    if (!delta || isMobile) return;
    event.preventDefault();
    const [dx, dy] = delta;
    commit(
      kind === 'move'
        ? { ...rect, x: rect.x + dx, y: rect.y + dy }
        : { ...rect, width: rect.width + dx, height: rect.height + dy },
    );
  };

  const placement = isMobile ? { inset: 0 } : { left: rect.x, top: rect.y, width: rect.width, height: rect.height };

  return (
    <Paper
      ref={windowRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      shadow="xl"
      withBorder
      radius={isMobile ? 0 : 'md'}
      style={{
        outline: 'none',
        position: 'fixed',
        zIndex: 190,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        ...placement,
      }}
      data-testid="document-detail-window"
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="sm"
        py={6}
        bg="gray.0"
        tabIndex={isMobile ? undefined : 0}
        aria-label={isMobile ? undefined : t('documents.window.moveHandle')}
        onPointerDown={begin('move')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={keys('move')}
        style={{
          cursor: isMobile ? undefined : 'move',
          touchAction: 'none',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <Text id={titleId} fw={600} size="sm" truncate>
          {title}
        </Text>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onPrevious}
            disabled={!onPrevious}
            aria-label={t('documents.window.previous')}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onNext}
            disabled={!onNext}
            aria-label={t('documents.window.next')}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('common.close')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {/* Long names break anywhere rather than widen the window past a phone's screen. */}
      <Box style={{ flex: 1, overflow: 'auto', overflowWrap: 'anywhere' }} p="sm">
        {children}
      </Box>
      {!isMobile && (
        <Box
          role="slider"
          tabIndex={0}
          aria-label={t('documents.window.resizeHandle')}
          aria-valuetext={`${rect.width} × ${rect.height}`}
          aria-valuenow={rect.width}
          onPointerDown={begin('resize')}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={keys('resize')}
          style={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: 18,
            height: 18,
            cursor: 'nwse-resize',
            touchAction: 'none',
          }}
        >
          <IconArrowsDiagonal2 size={14} color="var(--mantine-color-gray-6)" aria-hidden />
        </Box>
      )}
    </Paper>
  );
}
