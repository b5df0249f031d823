import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { MaterialQuote } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { apartmentLabel, useCondominiumApartments } from '../../../entities/apartment';
import { useProjectQuotes } from '../../../entities/material-quote';
import { useProject } from '../../../entities/project';
import { QuoteListItem } from './quote-list-item';
import { QuoteModal } from './quote-modal';

/** Quotes by stairwell, then apartment, in the server's order (stairwell, number, newest). */
function groupQuotes(quotes: MaterialQuote[]) {
  const stairwells = new Map<string, Map<string, MaterialQuote[]>>();
  for (const quote of quotes) {
    const apartments = stairwells.get(quote.stairwell) ?? new Map<string, MaterialQuote[]>();
    const label = apartmentLabel(quote);
    apartments.set(label, [...(apartments.get(label) ?? []), quote]);
    stairwells.set(quote.stairwell, apartments);
  }
  return [...stairwells.entries()].map(([stairwell, apartments]) => ({
    stairwell,
    apartments: [...apartments.entries()],
  }));
}

/**
 * The project's apartment quotes, grouped by stairwell (the material forms page's second panel,
 * spec part 3 §2): staff open a quote to edit, publish and manage it, and create new ones.
 */
export function ProjectQuotesPanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const quotes = useProjectQuotes(projectId);
  const project = useProject(projectId);
  const condominiumId = project.data?.condominiumProject?.condominium_id ?? 0;
  const mayCreate = quotes.data?.can.create ?? false;
  const apartments = useCondominiumApartments(condominiumId, mayCreate && condominiumId > 0);
  const [open, setOpen] = useState<MaterialQuote | null | 'new'>(null);
  const groups = useMemo(() => groupQuotes(quotes.data?.data ?? []), [quotes.data]);
  const choices = (apartments.data?.data ?? []).map((a) => ({ value: String(a.id), label: apartmentLabel(a) }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-quotes-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="project-quotes-title">
            {t('materialQuotes.panelTitle')}
          </Title>
          {mayCreate && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={condominiumId === 0}
              onClick={() => setOpen('new')}
            >
              {t('materialQuotes.createQuote')}
            </Button>
          )}
        </Group>
        <QueryState
          query={quotes}
          loadingLabel={t('materialQuotes.loading')}
          isEmpty={groups.length === 0}
          emptyTitle={t('materialQuotes.emptyTitle')}
          emptyDescription={mayCreate ? t('materialQuotes.emptyStaff') : undefined}
        >
          <Stack gap="md">
            {groups.map((group) => (
              <Stack key={group.stairwell} gap="xs">
                <Title order={3} size="h5">
                  {t('materialQuotes.stairwell', { stairwell: group.stairwell })}
                </Title>
                {group.apartments.map(([label, list]) => (
                  <Stack key={label} gap={4} pl="sm">
                    <Title order={4} size="h6">
                      {t('materialQuotes.apartmentTitle', { apartment: label })}
                    </Title>
                    {list.map((quote) => (
                      <QuoteListItem key={quote.id} quote={quote} onOpen={() => setOpen(quote)} />
                    ))}
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        </QueryState>
      </Stack>
      {open !== null && (
        <QuoteModal
          projectId={projectId}
          quote={open === 'new' ? null : open}
          apartments={choices}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
