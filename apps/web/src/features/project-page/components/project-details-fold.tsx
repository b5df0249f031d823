import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { Project } from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../../entities/status';
import { readStorage, writeStorage } from '../../../lib/browser-storage';

const STORAGE_KEY = 'projectPage.detailsOpen';

interface ProjectDetailsFoldProps {
  project: Project;
  /** False on a phone: no fold line, the details always show (the same tree, so nothing remounts). */
  foldable: boolean;
  /** The details and folders, shown when unfolded. */
  children: ReactNode;
}

/**
 * On wide screens the project's details and folders fold into one line above the documents (what
 * an office manager comes for), with the facts that matter at a glance; unfolded, they show as on
 * a phone. Whether they are unfolded is remembered in this browser.
 */
export function ProjectDetailsFold({ project, foldable, children }: ProjectDetailsFoldProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [opened, setOpened] = useState(() => readStorage(STORAGE_KEY) === 'true');
  const toggle = () => {
    setOpened(!opened);
    writeStorage(STORAGE_KEY, String(!opened));
  };
  return (
    <div>
      {foldable && (
        <Paper withBorder radius="md" px="md" py="xs" mb={opened ? 'md' : 0}>
          <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls={bodyId} w="100%">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text fw={600}>{t('projects.page.detailsAndFolders')}</Text>
                <Text size="sm" c="dimmed" truncate>
                  {t('projects.page.summary', {
                    type: t(`projects.types.${project.type}`),
                    status: statusLabel(t, project.status),
                    files: t('folders.files', { count: project.document_count }),
                  })}
                </Text>
              </Group>
              <IconChevronDown
                size={18}
                aria-hidden
                style={{
                  transform: opened ? 'rotate(180deg)' : undefined,
                  transition: 'transform 150ms',
                  flex: 'none',
                }}
              />
            </Group>
          </UnstyledButton>
        </Paper>
      )}
      {/* Mounted only when unfolded: the position map measures its box when it starts. */}
      {(opened || !foldable) && <div id={bodyId}>{children}</div>}
    </div>
  );
}
