import { endpoint } from './endpoint';

/** 'Signaler': the reports API's endpoint (ADR 011: pages read it without the schemas). */
export const REPORT_API = {
  /** A report (visitors and members). */
  create: endpoint('POST', '/api/reports'),
};
