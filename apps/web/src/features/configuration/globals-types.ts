/**
 * Shapes of the globals lists as GET fields / userTypes / companyTypes / allKeywords answer
 * them. Declared here because packages/contracts does not export them yet.
 */
export interface NamedItem {
  id: number;
  name: string;
}

export interface Keyword {
  id: number;
  field_id: number;
  text: string;
  deactivated: boolean;
}

export interface Field {
  id: number;
  key: string;
  type: 'text' | 'date' | 'keywords';
  is_automatic: boolean;
  is_default: boolean;
  order: number;
  show_in_documents_table: boolean;
  keywords: Keyword[];
}
