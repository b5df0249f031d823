export { FolderManageModal } from './folder-manage-modal';
