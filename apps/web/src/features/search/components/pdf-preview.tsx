import { Box, Center, Loader, Text } from '@mantine/core';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HighlightRect, highlightRects, type PdfTextRun } from '../pdf-highlights';

interface PdfPreviewProps {
  file: Blob;
  /** 1-based. */
  page: number;
  /** The words of this page to mark. */
  highlights: string[];
  /** Largest width the page is drawn at, in CSS pixels. */
  maxWidth: number;
}

type Phase = { kind: 'loading' } | { kind: 'shown'; rects: HighlightRect[] } | { kind: 'failed' };

/**
 * One page of a PDF drawn by pdf.js, with the matching words marked over it. This module (and
 * pdf.js with it) is a chunk of its own, loaded only when a result's preview opens.
 */
export default function PdfPreview({ file, page, highlights, maxWidth }: PdfPreviewProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [size, setSize] = useState({ width: 0, height: 0 });
  const words = highlights.join('\n');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => unknown) | undefined;
    setPhase({ kind: 'loading' });
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false });
      destroy = () => task.destroy();
      const doc = await task.promise;
      const pdfPage = await doc.getPage(Math.min(Math.max(1, page), doc.numPages));
      const natural = pdfPage.getViewport({ scale: 1 });
      const scale = maxWidth / natural.width;
      const viewport = pdfPage.getViewport({ scale: scale * window.devicePixelRatio });
      const element = canvas.current;
      if (cancelled || !element) return;
      element.width = viewport.width;
      element.height = viewport.height;
      await pdfPage.render({ canvas: element, viewport }).promise;
      const content = await pdfPage.getTextContent();
      const runs = content.items.filter((item): item is PdfTextRun & typeof item => 'str' in item);
      const css = pdfPage.getViewport({ scale });
      if (cancelled) return;
      setSize({ width: css.width, height: css.height });
      // Word widths as a sans-serif font draws them: closer than counting characters.
      const measuring = document.createElement('canvas').getContext('2d');
      if (measuring) measuring.font = '100px Helvetica, Arial, sans-serif';
      setPhase({
        kind: 'shown',
        rects: highlightRects(
          runs,
          words.split('\n'),
          (rect) => css.convertToViewportRectangle(rect),
          measuring ? (text) => measuring.measureText(text).width : undefined,
        ),
      });
    })().catch(() => {
      if (!cancelled) setPhase({ kind: 'failed' });
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [file, page, words, maxWidth]);

  return (
    <Box pos="relative" w={size.width || maxWidth} mx="auto" style={{ boxShadow: 'var(--mantine-shadow-sm)' }}>
      <canvas
        ref={canvas}
        aria-label={t('search.pagePreview', { page })}
        style={{ width: size.width || '100%', height: size.height || undefined, display: 'block' }}
      />
      {phase.kind === 'loading' && (
        <Center pos="absolute" inset={0} mih={200}>
          <Loader size="sm" aria-label={t('search.loadingPreview')} />
        </Center>
      )}
      {phase.kind === 'failed' && (
        <Text c="red" size="sm" p="md">
          {t('search.previewFailed')}
        </Text>
      )}
      {phase.kind === 'shown' &&
        phase.rects.map((rect, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: rectangles have no identity beyond their place
            key={i}
            component="mark"
            data-highlight={rect.word}
            aria-hidden
            pos="absolute"
            left={rect.left}
            top={rect.top}
            w={rect.width}
            h={rect.height}
            style={{ background: 'rgba(255, 212, 0, 0.45)', borderRadius: 2, pointerEvents: 'none' }}
          />
        ))}
    </Box>
  );
}
