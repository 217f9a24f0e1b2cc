// The invoices feature's public face: all that the app layer and other features may import.
export { CompanyInvoicesScreen, InvoicesScreen } from './components/invoices-screen.tsx';
export { IssueInvoicePanel } from './components/issue-invoice-panel.tsx';
export { invoiceFileUrl } from './api/get-invoice-detail.ts';
