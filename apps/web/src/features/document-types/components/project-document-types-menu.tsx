import { Button, Menu } from '@mantine/core';
import { IconCategory, IconChevronDown, IconListDetails, IconPlus, IconTags, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTypes } from '../../../entities/document-type';
import { useSignedInUser } from '../../../lib/stored-user';
import { DeleteDocumentTypeModal } from './delete-document-type-modal';
import { DocumentTypeModal } from './document-type-modal';
import { KeywordsModal } from './keywords-modal';
import { ManageFieldsModal } from './manage-fields-modal';
import { useDeleteDocumentTypeAction } from './use-delete-document-type';

type Open = 'create' | 'delete' | 'fields' | 'keywords' | null;

/**
 * The project page's document type modals (spec part 2 "Project page": create, delete and manage a
 * document type, keyword editing), the same ones /document-types uses. Each menu item follows the
 * document types answer's `can`; keyword editing follows the signed-in user's `can.manageKeywords`
 * (the keyword calls' rule, keywords.manage, from the server's policy).
 */
export function ProjectDocumentTypesMenu() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const types = useDocumentTypes();
  // Held here, not in the modal: the modal goes once no deletable type is left, and the answer
  // (deleted, or 27 in use) must still be told.
  const deleteType = useDeleteDocumentTypeAction();
  const [open, setOpen] = useState<Open>(null);
  const can = types.data?.can;
  const canDelete = (types.data?.data ?? []).some((type) => type.can.delete);
  const canEditKeywords = user.can.manageKeywords;
  if (!can?.create && !can?.manageFields && !canDelete && !canEditKeywords) return null;
  const close = () => setOpen(null);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconCategory size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {t('documentTypes.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {can?.create && (
            <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen('create')}>
              {t('documentTypes.create')}
            </Menu.Item>
          )}
          {canDelete && (
            <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpen('delete')}>
              {t('documentTypes.deleteTitle')}
            </Menu.Item>
          )}
          {can?.manageFields && (
            <Menu.Item leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => setOpen('fields')}>
              {t('documentTypes.manageFields')}
            </Menu.Item>
          )}
          {canEditKeywords && (
            <Menu.Item leftSection={<IconTags size={16} aria-hidden />} onClick={() => setOpen('keywords')}>
              {t('documentTypes.editKeywords')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {can?.create && <DocumentTypeModal opened={open === 'create'} type={null} onClose={close} />}
      {canDelete && <DeleteDocumentTypeModal opened={open === 'delete'} onClose={close} onDelete={deleteType} />}
      {can?.manageFields && <ManageFieldsModal opened={open === 'fields'} onClose={close} />}
      {canEditKeywords && <KeywordsModal opened={open === 'keywords'} onClose={close} />}
    </>
  );
}
