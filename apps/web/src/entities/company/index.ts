export { useCreateCompany } from './api/create-company';
export { useDeleteCompany } from './api/delete-company';
export { useCompanies } from './api/find-companies';
export { useCompany } from './api/get-company';
export { companyTypesQueryOptions } from './api/get-company-types';
export { useUpdateCompany } from './api/update-company';
export { CompanyTypeBadge, companyTypeLabel } from './components/company-type-badge';
