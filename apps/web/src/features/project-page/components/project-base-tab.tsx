import { Anchor, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Project } from '@portal/contracts';
import { IconMapPin } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapPlaceholder } from '../../../components/map-placeholder';
import { mapLink, ProjectPositionMap, parseCoordinates } from '../../../entities/project';
import { statusLabel } from '../../../entities/status';
import { formatListingDate } from '../../../lib/format';
import { useMapVisible } from '../../../lib/map-visibility';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

const MAP_HEIGHT = 260;

interface ProjectBaseTabProps {
  project: Project;
  /** The folders panel. */
  folders: ReactNode;
}

/**
 * Base data tab: the project's fields, its position (text, a link to OpenStreetMap and, when the
 * top bar's map toggle is on, a map) and folders.
 */
export function ProjectBaseTab({ project, folders }: ProjectBaseTabProps) {
  const { t } = useTranslation();
  const isMapVisible = useMapVisible();
  const position = parseCoordinates(project.coordinates);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('projects.page.details')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <Field label={t('projects.columns.id')}>{project.id}</Field>
              <Field label={t('projects.form.code')}>{project.code}</Field>
              <Field label={t('projects.form.name')}>{project.name}</Field>
              <Field label={t('projects.form.type')}>{t(`projects.types.${project.type}`)}</Field>
              <Field label={t('projects.form.status')}>{statusLabel(t, project.status)}</Field>
              <Field label={t('projects.columns.fileCount')}>{project.document_count}</Field>
              <Field label={t('projects.columns.mostRecentDocument')}>
                {formatListingDate(project.mostRecentDocument)}
              </Field>
              <Field label={t('projects.columns.companies')}>
                {project.companies.map((company) => company.name).join(', ')}
              </Field>
              {project.condominiumProject && (
                <Field label={t('condominiums.condominium')}>
                  <Anchor component={Link} to={`/condominium/${project.condominiumProject.condominium_id}`}>
                    {project.condominiumProject.condominium_name}
                  </Anchor>
                </Field>
              )}
            </SimpleGrid>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('projects.page.position')}
              </Text>
              {position ? (
                <Text size="sm">
                  {project.coordinates}{' '}
                  <Anchor href={mapLink(position)} target="_blank" rel="noopener noreferrer">
                    <IconMapPin size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                    {t('projects.page.openMap')}
                  </Anchor>
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('projects.page.noCoordinates')}
                </Text>
              )}
            </div>
            {isMapVisible && (
              <Suspense fallback={<MapPlaceholder height={MAP_HEIGHT} />}>
                <ProjectPositionMap position={position} projectName={project.name} height={MAP_HEIGHT} />
              </Suspense>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>{folders}</Grid.Col>
    </Grid>
  );
}
