import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { TOPBAR_SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { documentTypeLabel, useDocumentTypeList } from '../../entities/document-type';
import { searchPath } from './search-path';

/**
 * The owner-managers' document search: typing opens /search after a 1500 ms pause, the button
 * at once; the advanced part filters by document type.
 */
export function TopBarSearch({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === '/search';
  const [text, setText] = useState(() => (onSearchPage ? (params.get('q') ?? '') : ''));
  const [documentType, setDocumentType] = useState<string | null>(() => (onSearchPage ? params.get('type') : null));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // Fetched when the advanced part first opens (or a type is already chosen on /search).
  const documentTypes = useDocumentTypeList(advancedOpen || documentType !== null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (query: string, type: string | null) => {
    window.clearTimeout(timer.current);
    navigate(searchPath(query, type));
    onSearch?.();
  };

  const handleChange = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    if (value.trim()) timer.current = window.setTimeout(() => go(value, documentType), TOPBAR_SEARCH_DEBOUNCE_MS);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text, documentType);
  };

  const handleTypeChange = (value: string) => {
    const type = value || null;
    setDocumentType(type);
    if (text.trim()) go(text, type);
  };

  return (
    <search>
      <form onSubmit={handleSubmit}>
        <Group gap={6} wrap="nowrap">
          <TextInput
            aria-label={t('topbar.search')}
            placeholder={t('topbar.searchPlaceholder')}
            value={text}
            onChange={(event) => handleChange(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', sm: 180, lg: 260 }}
            flex={{ base: 1, sm: 'none' }}
            size="sm"
          />
          <Popover opened={advancedOpen} onChange={setAdvancedOpen} position="bottom-end" shadow="md" width={280}>
            <Popover.Target>
              <ActionIcon
                variant={documentType ? 'light' : 'subtle'}
                color={documentType ? 'brand' : 'gray'}
                size="lg"
                aria-label={t('topbar.advancedSearch')}
                aria-expanded={advancedOpen}
                onClick={() => setAdvancedOpen((open) => !open)}
              >
                <IconAdjustmentsHorizontal size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="sm">
                <NativeSelect
                  label={t('topbar.documentType')}
                  value={documentType ?? ''}
                  onChange={(event) => handleTypeChange(event.currentTarget.value)}
                  data={[
                    { value: '', label: t('topbar.allDocumentTypes') },
                    ...(documentTypes.data ?? []).map((type) => ({
                      value: String(type.id),
                      label: documentTypeLabel(t, type),
                    })),
                  ]}
                />
              </Stack>
            </Popover.Dropdown>
          </Popover>
          <Button type="submit" size="sm" variant="light">
            {t('topbar.searchButton')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
