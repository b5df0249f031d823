import { Anchor, Button } from '@mantine/core';
import type { MobileLink } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { PageFrame } from '../../../components/page-frame';
import { useDeleteMobileLink, useMobileLinks } from '../../../entities/mobile-link';
import { showSuccess } from '../../../lib/error-message';
import { notifyRefusal } from '../../../lib/notify';
import { MobileLinkModal } from '../components/mobile-link-modal';

/** Only links that open a web page are made clickable here; others (tel:, app links) are shown as text. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

/** /mobilelinks (owner-manager): the mobile app's menu links, sorted by order. */
export default function MobileLinksPage() {
  const { t, i18n } = useTranslation();
  const links = useMobileLinks();
  const remove = useDeleteMobileLink();
  // `undefined`: closed; `null`: adding; a link: editing it.
  const [editing, setEditing] = useState<MobileLink | null | undefined>(undefined);
  const rows = links.data ?? [];
  const nextOrder = rows.length ? Math.max(...rows.map((l) => l.order)) + 1 : 1;

  const handleDelete = (link: MobileLink) =>
    confirmAction({
      title: t('mobileLinks.deleteTitle'),
      message: t('mobileLinks.deleteMessage', { title: link.title }),
      confirmLabel: t('mobileLinks.delete'),
      onConfirm: () => remove.mutateAsync(link.id).then(() => showSuccess(t('mobileLinks.deleted')), notifyRefusal),
    });

  const columns: DataTableColumn<MobileLink>[] = [
    { key: 'id', header: t('mobileLinks.id'), width: 80, cell: (l) => l.id, sortValue: (l) => l.id },
    { key: 'title', header: t('mobileLinks.linkTitle'), cell: (l) => l.title, sortValue: (l) => l.title },
    {
      key: 'link',
      header: t('mobileLinks.link'),
      cell: (l) =>
        isWebLink(l.link) ? (
          <Anchor
            href={l.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {l.link}
          </Anchor>
        ) : (
          <span style={{ overflowWrap: 'anywhere' }}>{l.link}</span>
        ),
      sortValue: (l) => l.link,
    },
    {
      key: 'order',
      header: t('mobileLinks.order'),
      width: 100,
      align: 'right',
      cell: (l) => l.order,
      sortValue: (l) => l.order,
    },
    {
      key: 'actions',
      header: t('mobileLinks.actions'),
      width: 100,
      cell: (l) => (
        <EditDeleteActions
          edit={{ label: t('mobileLinks.editNamed', { title: l.title }), onClick: () => setEditing(l) }}
          remove={{ label: t('mobileLinks.deleteNamed', { title: l.title }), onClick: () => handleDelete(l) }}
        />
      ),
    },
  ];

  return (
    <PageFrame
      title={t('mobileLinks.title')}
      description={t('mobileLinks.description')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('mobileLinks.create')}
        </Button>
      }
    >
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(l) => l.id}
        label={t('mobileLinks.tableLabel')}
        minWidth={560}
        locale={i18n.language}
        initialSort={{ key: 'order', direction: 'asc' }}
        state={{
          query: links,
          loadingLabel: t('mobileLinks.loading'),
          emptyTitle: t('mobileLinks.empty'),
          emptyDescription: t('mobileLinks.emptyHint'),
        }}
      />
      <MobileLinkModal
        opened={editing !== undefined}
        link={editing ?? null}
        nextOrder={nextOrder}
        onClose={() => setEditing(undefined)}
      />
    </PageFrame>
  );
}
