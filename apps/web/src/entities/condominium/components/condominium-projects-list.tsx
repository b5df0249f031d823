import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCondominiumProjects } from '../api/condominiums';

interface CondominiumProjectsListProps {
  condominiumId: number;
  /** Links to the projects; off for residents, who see their code and name but not the projects. */
  links: boolean;
}

/** The projects linked to a condominium (its base data, an apartment's page): code and name. */
export function CondominiumProjectsList({ condominiumId, links }: CondominiumProjectsListProps) {
  const { t } = useTranslation();
  const projects = useCondominiumProjects(condominiumId);
  const rows = projects.data ?? [];
  if (projects.isPending) return null;
  if (!rows.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('condominiums.noProjects')}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((p) => (
        <li key={p.id}>
          {links ? (
            <Anchor component={Link} to={`/project/${p.id}`} size="sm">
              {p.code} {p.name}
            </Anchor>
          ) : (
            <Text size="sm">
              {p.code} {p.name}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
