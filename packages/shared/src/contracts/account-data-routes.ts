import { endpoint } from './endpoint';

/** 'Vos données' (GDPR): the export and account-deletion API's endpoints. */
export const ACCOUNT_DATA_API = {
  /** Start an export (or get the one already being prepared): 202. */
  requestExport: endpoint('POST', '/api/account/exports'),
  /** The member's newest export, or null. */
  latestExport: endpoint('GET', '/api/account/exports/latest'),
  /** The zip, for its owner only, until it expires. */
  download: endpoint('GET', '/api/account/exports/:id/download'),
  /** {password}: 'Supprimer mon compte'. */
  deletion: endpoint('POST', '/api/account/deletion'),
};
