export { ProjectFormModal } from './project-form-modal';
