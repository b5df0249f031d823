import { ActionIcon, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A keyword as the form keeps it: `id` for one the server has, `key` to tell rows apart. */
export interface KeywordDraft {
  key: string;
  id?: number;
  text: string;
  deactivated: boolean;
}

let nextKey = 0;
export const draftKey = () => `kw-${++nextKey}`;

interface KeywordListEditorProps {
  keywords: KeywordDraft[];
  onChange: (keywords: KeywordDraft[]) => void;
  /** A default field's saved keywords are deactivated, never removed. */
  canRemove: (keyword: KeywordDraft) => boolean;
  error?: string | null;
  /** New keywords can be typed in (the field form); the keyword modal only edits existing ones. */
  allowAdd?: boolean;
}

/**
 * The keyword list of a keyword field: a new keyword is added on Enter (empty input is ignored);
 * each keyword can be renamed, deactivated and, where allowed, removed.
 */
export function KeywordListEditor({ keywords, onChange, canRemove, error, allowAdd = true }: KeywordListEditorProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState('');

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a keyword; it never submits the field form.
    event.preventDefault();
    const text = entry.trim();
    if (!text) return;
    onChange([...keywords, { key: draftKey(), text, deactivated: false }]);
    setEntry('');
  };

  const change = (key: string, patch: Partial<KeywordDraft>) =>
    onChange(keywords.map((k) => (k.key === key ? { ...k, ...patch } : k)));

  return (
    <Stack gap="xs">
      {allowAdd && (
        <TextInput
          label={t('documentTypes.newKeyword')}
          description={t('documentTypes.newKeywordHint')}
          value={entry}
          onChange={(event) => setEntry(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          error={error}
        />
      )}
      {keywords.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documentTypes.noKeywords')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('documentTypes.keywords')}>
          {keywords.map((keyword, index) => (
            <Group key={keyword.key} gap="xs" wrap="nowrap" role="listitem">
              <TextInput
                flex={1}
                size="xs"
                aria-label={t('documentTypes.keywordText', { index: index + 1 })}
                value={keyword.text}
                onChange={(event) => change(keyword.key, { text: event.currentTarget.value })}
                error={!keyword.text.trim()}
              />
              <Checkbox
                size="xs"
                label={t('documentTypes.deactivated')}
                checked={keyword.deactivated}
                onChange={(event) => change(keyword.key, { deactivated: event.currentTarget.checked })}
              />
              {canRemove(keyword) ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('documentTypes.removeKeyword', { text: keyword.text })}
                  onClick={() => onChange(keywords.filter((k) => k.key !== keyword.key))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : (
                <ActionIcon variant="subtle" disabled aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
