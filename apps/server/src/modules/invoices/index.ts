/** The invoices module's public face: all that code outside modules/invoices/ may import. */
export { documentLogoDataUrl, keepLogoOfDocument, logoPngOf } from './document-logos.ts';
export { takeDocumentNumber } from './document-numbers.repository.ts';
export { fatturaXml, hasFatturaXml } from './fatturapa.ts';
export { invoiceActions } from './invoices.actions.ts';
export { issuePlatformInvoice, recordPlatformPayment } from './invoices.service.ts';
export { selectActualByDepartment } from './invoices.repository.ts';
export { invoicesJobs } from './invoices.jobs.ts';
export { default as invoicesRoutes } from './invoices.routes.ts';
export { invoicesSubscribers } from './invoices.subscribers.ts';
