/** Moved to components/; the default-folders feature imports it from here until it moves too. */
export { FolderManageModal } from '../../../components/folder-manage-modal';
