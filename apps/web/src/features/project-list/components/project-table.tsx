import { ActionIcon, Anchor, Group, Pagination, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Project } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusLabel } from '../../../entities/status';
import { formatListingDate } from '../../../lib/format';
import type { OptionalColumn } from '../project-columns';

/**
 * 10,000 projects must stay smooth. TanStack Virtual is not installed, so the sorted, filtered
 * list is paginated instead of windowed: pages of 100 rows keep the DOM small, keep the table's
 * natural layout (sticky header, real rows for screen readers and getByRole) and need no
 * scroll-height bookkeeping. Sorting and filtering happen once over the whole array.
 */
export const ROWS_PER_PAGE = 100;

const DELETED_COLOR = 'red.9';

interface ProjectTableProps {
  projects: readonly Project[];
  columns: readonly OptionalColumn[];
  onEdit: (project: Project) => void;
}

export function ProjectTable({ projects, columns, onEdit }: ProjectTableProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(projects.length / ROWS_PER_PAGE));

  // A new search or filter can leave the current page past the end.
  useEffect(() => {
    if (page > pageCount) setPage(1);
  }, [page, pageCount]);

  const rows = projects.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  const has = (column: OptionalColumn) => columns.includes(column);

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover stickyHeader verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {has('id') && <Table.Th>{t('projects.columns.id')}</Table.Th>}
              <Table.Th>{t('projects.columns.code')}</Table.Th>
              <Table.Th>{t('projects.columns.name')}</Table.Th>
              {has('fileCount') && <Table.Th ta="right">{t('projects.columns.fileCount')}</Table.Th>}
              {has('mostRecentDocument') && <Table.Th>{t('projects.columns.mostRecentDocument')}</Table.Th>}
              {has('status') && <Table.Th>{t('projects.columns.status')}</Table.Th>}
              {has('companies') && <Table.Th>{t('projects.columns.companies')}</Table.Th>}
              {has('type') && <Table.Th>{t('projects.columns.type')}</Table.Th>}
              {has('actions') && <Table.Th w={80}>{t('projects.columns.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((project) => {
              const deleted = Boolean(project.deleted_at);
              const color = deleted ? DELETED_COLOR : undefined;
              return (
                <Table.Tr key={project.id}>
                  {has('id') && <Table.Td c={color}>{project.id}</Table.Td>}
                  <Table.Td>
                    <Anchor component={Link} to={`/project/${project.id}`} c={color} fw={600}>
                      {project.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c={color}>
                    {project.name}
                    {deleted && (
                      <Tooltip label={t('projects.deletedAt', { date: formatListingDate(project.deleted_at) })}>
                        <Text
                          component="span"
                          c={DELETED_COLOR}
                          fw={700}
                          ml={4}
                          tabIndex={0}
                          aria-label={`${t('projects.deletedMark')}: ${t('projects.deletedAt', {
                            date: formatListingDate(project.deleted_at),
                          })}`}
                        >
                          *
                        </Text>
                      </Tooltip>
                    )}
                  </Table.Td>
                  {has('fileCount') && (
                    <Table.Td c={color} ta="right">
                      {project.document_count}
                    </Table.Td>
                  )}
                  {has('mostRecentDocument') && (
                    <Table.Td c={color}>{formatListingDate(project.mostRecentDocument)}</Table.Td>
                  )}
                  {has('status') && <Table.Td c={color}>{statusLabel(t, project.status)}</Table.Td>}
                  {has('companies') && (
                    <Table.Td c={color}>{project.companies.map((company) => company.name).join(', ')}</Table.Td>
                  )}
                  {has('type') && <Table.Td c={color}>{t(`projects.types.${project.type}`)}</Table.Td>}
                  {has('actions') && (
                    <Table.Td>
                      {project.can.update && (
                        <Tooltip label={t('projects.editAction', { code: project.code })}>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => onEdit(project)}
                            aria-label={t('projects.editAction', { code: project.code })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            aria-label={t('projects.pagination')}
            getControlProps={(control) => ({ 'aria-label': control })}
          />
        </Group>
      )}
    </Stack>
  );
}
