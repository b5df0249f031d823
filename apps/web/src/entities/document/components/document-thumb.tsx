import { Badge, Box, Center } from '@mantine/core';
import { fileVersionOf, type ThumbSize } from '@portal/contracts';
import { IconFile, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { useObjectUrl } from '../../../lib/use-object-url';
import { thumbFailureOutcome } from '../thumb-retry';

interface DocumentThumbProps {
  projectId: number;
  documentId: number;
  /**
   * The document's `thumb`: null for a file without a thumbnail. It carries the file's revision
   * (`?v=`), which the fetch sends: a replaced file's thumbnail is another URL, never a cached one.
   */
  thumb: string | null;
  /** Changes when the document does (its `updated_at`): a thumbnail that was still being made is asked again. */
  version: string;
  /** A PDF's first page: shown from its top (its title, not the middle of the page), with a PDF badge. */
  pdf?: boolean;
  size: ThumbSize;
  /** Text for screen readers. */
  alt: string;
  width: number | string;
  height: number | string;
  fit?: 'cover' | 'contain';
}

type Phase = { kind: 'loading' } | { kind: 'shown'; blob: Blob } | { kind: 'none' } | { kind: 'gone' };

/**
 * A document's thumbnail, fetched with the session's token. A 404 (still being made) is tried
 * again after (10 + failures)² ms; a 410 (removed) is ignored silently: nothing is shown and
 * nothing is reported (spec part 1 sections 4 and 9).
 */
export function DocumentThumb({
  projectId,
  documentId,
  thumb,
  version,
  size,
  alt,
  width,
  height,
  fit = 'cover',
  pdf = false,
}: DocumentThumbProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const url = useObjectUrl(phase.kind === 'shown' ? phase.blob : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version forces a new fetch after a replacement
  useEffect(() => {
    if (!thumb) {
      setPhase({ kind: 'none' });
      return;
    }
    const controller = new AbortController();
    let timer: number | undefined;
    let failures = 0;
    setPhase({ kind: 'loading' });
    const load = () => {
      api.documents
        .thumb(
          { params: { id: projectId, documentId }, query: { size, v: fileVersionOf(thumb) } },
          { signal: controller.signal },
        )
        .then((blob) => setPhase({ kind: 'shown', blob }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          failures += 1;
          const outcome = thumbFailureOutcome(isApiError(error) ? error.status : 0, failures);
          if (outcome.kind === 'retry') timer = window.setTimeout(load, outcome.delay);
          else setPhase({ kind: outcome.kind === 'gone' ? 'gone' : 'none' });
        });
    };
    load();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [projectId, documentId, thumb, size, version]);

  if (phase.kind === 'gone') return <Box w={width} h={height} aria-hidden />;
  const picture =
    phase.kind === 'shown' && url ? (
      <img
        src={url}
        alt={alt}
        style={{
          width,
          height,
          objectFit: fit,
          objectPosition: pdf ? 'top' : undefined,
          display: 'block',
          borderRadius: 4,
          background: 'var(--mantine-color-gray-1)',
          // A page is mostly white: its edge shows where the page ends on a white card.
          outline: pdf ? '1px solid var(--mantine-color-gray-3)' : undefined,
          outlineOffset: pdf ? -1 : undefined,
        }}
      />
    ) : (
      <Center
        w={width}
        h={height}
        bg="gray.1"
        style={{ borderRadius: 4 }}
        role="img"
        aria-label={alt}
        aria-busy={phase.kind === 'loading'}
      >
        {thumb ? (
          <IconPhoto size={20} color="var(--mantine-color-gray-5)" aria-hidden />
        ) : (
          <IconFile size={20} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
      </Center>
    );
  if (!pdf) return picture;
  return (
    <Box pos="relative" w={width}>
      {picture}
      <Badge size="xs" color="red" variant="filled" radius="sm" pos="absolute" bottom={6} right={6}>
        PDF
      </Badge>
    </Box>
  );
}
