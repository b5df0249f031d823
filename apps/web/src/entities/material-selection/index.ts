export { useApartmentMaterialForms, useSaveMaterialSelections } from './api/material-selections';
export { selectionTotalCents, type TotalLine } from './total';
