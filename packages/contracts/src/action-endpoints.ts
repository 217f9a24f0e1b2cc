import type { Endpoint } from './action.ts';
import type { ActionName } from './registry.ts';

/**
 * The endpoint of every action (POST /inc/{endpoint}), without the actions' schemas: what the
 * browser needs to call an action, in a few hundred bytes instead of the whole contract and zod
 * (issue 14: a small first load). Most actions go to `main`, so only the others are listed: the
 * map is in the home page's first load and grows with every action. Each action's definition
 * keeps its own `endpoint`; action-endpoints.test.ts keeps endpointOf equal to them.
 */
const otherEndpoints: Partial<Record<ActionName, Exclude<Endpoint, 'main'>>> = {
  smeGetMultilocation: 'second',
  joinSMECompany: 'second',
  companylocations: 'second',
  addcompanylocation: 'second',
  addevent: 'selling',
  updateevent: 'selling',
  publishevent: 'selling',
  deleteevent: 'selling',
  myevents: 'selling',
  myevent: 'selling',
  eventdetail: 'selling',
  removeeventimage: 'selling',
  moveeventimage: 'selling',
  eventtopicoptions: 'selling',
  addtopic: 'selling',
  updatetopic: 'selling',
  publishtopic: 'selling',
  deletetopic: 'selling',
  mytopics: 'selling',
  topicdetail: 'selling',
  removetopicimage: 'selling',
  movetopicimage: 'selling',
  requestbooking: 'selling',
  bookevent: 'selling',
  bookingtransition: 'selling',
  mybookings: 'selling',
  bookingdetail: 'selling',
  setvatrate: 'selling',
  recordattendance: 'selling',
  aftereventlist: 'selling',
  sendthanks: 'selling',
  sendquote: 'selling',
  requirementquotes: 'selling',
  myquotes: 'selling',
  quotetransition: 'selling',
  feeapprovalsettings: 'selling',
  updatefeeapprovalsettings: 'selling',
  feeapprovals: 'selling',
  companybudgets: 'selling',
  savecompanybudget: 'selling',
  deletecompanybudget: 'selling',
  budgetcheck: 'selling',
  issuePurchaseOrder: 'selling',
  companyPurchaseOrders: 'selling',
  providerPurchaseOrders: 'selling',
  purchaseOrderDetail: 'selling',
  bookingPurchaseOrder: 'selling',
  acknowledgePurchaseOrder: 'selling',
  cancelPurchaseOrder: 'selling',
  issueInvoice: 'selling',
  providerInvoices: 'selling',
  buyerInvoices: 'selling',
  companyInvoices: 'selling',
  invoiceDetail: 'selling',
  bookingInvoice: 'selling',
  markInvoicePaid: 'selling',
  creditInvoice: 'selling',
  revenuereport: 'selling',
  spendingreport: 'selling',
};

export const endpointOf = (name: ActionName): Endpoint => otherEndpoints[name] ?? 'main';
