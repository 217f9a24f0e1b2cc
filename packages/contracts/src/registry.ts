import type { z } from 'zod';
import type { ActionDefinition } from './action.ts';
import * as account from './actions/account.ts';
import * as audit from './actions/audit.ts';
import * as twoFactor from './actions/two-factor.ts';
import * as afterEvent from './actions/after-event.ts';
import * as company from './actions/company.ts';
import * as companyHome from './actions/company-home.ts';
import * as companySchedule from './actions/company-schedule.ts';
import * as trainingAssessment from './actions/training-assessment.ts';
import * as companyPeople from './actions/company-people.ts';
import * as platform from './actions/platform.ts';
import * as reportQueue from './actions/report-queue.ts';
import * as companyLocations from './actions/company-locations.ts';
import * as discovery from './actions/discovery.ts';
import * as booking from './actions/booking.ts';
import * as event from './actions/event.ts';
import * as feeApproval from './actions/fee-approval.ts';
import * as invoice from './actions/invoice.ts';
import * as messaging from './actions/messaging.ts';
import * as profile from './actions/profile.ts';
import * as purchaseOrder from './actions/purchase-order.ts';
import * as quote from './actions/quote.ts';
import * as requirement from './actions/requirement.ts';
import * as reports from './actions/reports.ts';
import * as review from './actions/review.ts';
import * as search from './actions/search.ts';
import * as privacy from './actions/privacy.ts';
import * as settings from './actions/settings.ts';
import * as site from './actions/site.ts';
import * as topic from './actions/topic.ts';
import * as billing from './actions/billing.ts';

/** Every action of the public contract, by name. Adding an action here exposes it to both sides. */
export const actions = {
  login: account.login,
  logout: account.logout,
  loginuserdetail: account.loginuserdetail,
  join: account.join,
  usernamecheck: account.usernamecheck,
  emailcheck: account.emailcheck,
  forgotpassword: account.forgotpassword,
  verifyemail: account.verifyemail,
  resendverification: account.resendverification,
  changeemail: account.changeemail,
  securitylog: audit.securitylog,
  companysecuritylog: audit.companysecuritylog,
  dataexportstatus: privacy.dataexportstatus,
  requestdataexport: privacy.requestdataexport,
  checkdataexport: privacy.checkdataexport,
  eraseaccount: privacy.eraseaccount,
  logintwofactor: twoFactor.logintwofactor,
  twofactorstatus: twoFactor.twofactorstatus,
  twofactorsetup: twoFactor.twofactorsetup,
  twofactorenable: twoFactor.twofactorenable,
  twofactordisable: twoFactor.twofactordisable,
  recoverycodes: twoFactor.recoverycodes,
  companytwofactor: twoFactor.companytwofactor,
  resetcheck: account.resetcheck,
  resetpassword: account.resetpassword,
  viewsetting: settings.viewsetting,
  sitepage: site.sitepage,
  blogposts: site.blogposts,
  blogpost: site.blogpost,
  sitereport: site.sitereport,
  reportcontent: site.reportcontent,
  changeNotificationSetting: settings.changeNotificationSetting,
  profileType: settings.profileType,
  joinedcompanies: settings.joinedcompanies,
  serviceType: settings.serviceType,
  changepassword: settings.changepassword,
  deactivateaccount: settings.deactivateaccount,
  sessionlist: settings.sessionlist,
  endsession: settings.endsession,
  endothersessions: settings.endothersessions,
  loginCompanyDetails: company.loginCompanyDetails,
  smeGetMultilocation: company.smeGetMultilocation,
  switchCompanyProfile: company.switchCompanyProfile,
  companyInvite: company.companyInvite,
  joinCompany: company.joinCompany,
  joinSMECompany: company.joinSMECompany,
  updateCompanyDetails: company.updateCompanyDetails,
  createcompany: company.createcompany,
  companydashboard: companyHome.companydashboard,
  companytrainers: companyHome.companytrainers,
  findtrainers: companyHome.findtrainers,
  addcompanytrainer: companyHome.addcompanytrainer,
  updatecompanytrainer: companyHome.updatecompanytrainer,
  removecompanytrainer: companyHome.removecompanytrainer,
  trainingschedule: companySchedule.trainingschedule,
  calendarfeed: companySchedule.calendarfeed,
  rotatecalendarfeed: companySchedule.rotatecalendarfeed,
  assessmentquestions: trainingAssessment.assessmentquestions,
  updateassessmentquestions: trainingAssessment.updateassessmentquestions,
  assessmentresults: trainingAssessment.assessmentresults,
  answermanagerassessment: trainingAssessment.answermanagerassessment,
  setcertificateexpiry: trainingAssessment.setcertificateexpiry,
  publicassessment: trainingAssessment.publicassessment,
  answerassessment: trainingAssessment.answerassessment,
  companyusers: companyPeople.companyusers,
  invitecompanyuser: companyPeople.invitecompanyuser,
  invitecompanyusers: companyPeople.invitecompanyusers,
  resendcompanyinvitation: companyPeople.resendcompanyinvitation,
  revokecompanyinvitation: companyPeople.revokecompanyinvitation,
  updatecompanyuser: companyPeople.updatecompanyuser,
  removecompanyuser: companyPeople.removecompanyuser,
  transfercompanyadmin: companyPeople.transfercompanyadmin,
  companyinvitation: companyPeople.companyinvitation,
  acceptcompanyinvitation: companyPeople.acceptcompanyinvitation,
  askjoincompany: companyPeople.askjoincompany,
  adminPlatformStaff: platform.adminPlatformStaff,
  adminSetPlatformRole: platform.adminSetPlatformRole,
  adminSuspendUser: platform.adminSuspendUser,
  adminRestoreUser: platform.adminRestoreUser,
  adminHideListing: platform.adminHideListing,
  adminRestoreListing: platform.adminRestoreListing,
  adminReports: reportQueue.adminReports,
  adminReport: reportQueue.adminReport,
  adminReportTransition: reportQueue.adminReportTransition,
  adminReportAssign: reportQueue.adminReportAssign,
  adminReportNote: reportQueue.adminReportNote,
  adminReportReply: reportQueue.adminReportReply,
  adminAuditLog: audit.adminAuditLog,
  decidejoinrequest: companyPeople.decidejoinrequest,
  companypeople: companyPeople.companypeople,
  savecompanyperson: companyPeople.savecompanyperson,
  removecompanyperson: companyPeople.removecompanyperson,
  importcompanypeople: companyPeople.importcompanypeople,
  exportcompanypeople: companyPeople.exportcompanypeople,
  companylocations: companyLocations.companylocations,
  addcompanylocation: companyLocations.addcompanylocation,
  myprofile: profile.myprofile,
  updateprofile: profile.updateprofile,
  removeprofileimage: profile.removeprofileimage,
  publicprofile: profile.publicprofile,
  dashboardsummary: profile.dashboardsummary,
  searchBar: search.searchBar,
  searchtopics: search.searchtopics,
  searchevents: search.searchevents,
  searchrequirements: search.searchrequirements,
  searchtrainers: search.searchtrainers,
  addrequirement: requirement.addrequirement,
  updaterequirement: requirement.updaterequirement,
  setrequirementstatus: requirement.setrequirementstatus,
  deleterequirement: requirement.deleterequirement,
  myrequirements: requirement.myrequirements,
  requirementdetail: requirement.requirementdetail,
  favlist: discovery.favlist,
  addfavorite: discovery.addfavorite,
  removefavorite: discovery.removefavorite,
  homepage: discovery.homepage,
  profilelistings: discovery.profilelistings,
  addevent: event.addevent,
  updateevent: event.updateevent,
  publishevent: event.publishevent,
  deleteevent: event.deleteevent,
  myevents: event.myevents,
  myevent: event.myevent,
  eventdetail: event.eventdetail,
  removeeventimage: event.removeeventimage,
  moveeventimage: event.moveeventimage,
  eventtopicoptions: event.eventtopicoptions,
  addtopic: topic.addtopic,
  updatetopic: topic.updatetopic,
  publishtopic: topic.publishtopic,
  deletetopic: topic.deletetopic,
  mytopics: topic.mytopics,
  topicdetail: topic.topicdetail,
  removetopicimage: topic.removetopicimage,
  movetopicimage: topic.movetopicimage,
  sendmessage: messaging.sendmessage,
  allmessage: messaging.allmessage,
  conversations: messaging.conversations,
  blockuser: messaging.blockuser,
  countAllNotification: messaging.countAllNotification,
  getNotification: messaging.getNotification,
  readnotification: messaging.readnotification,
  changelanguage: messaging.changelanguage,
  requestbooking: booking.requestbooking,
  bookevent: booking.bookevent,
  bookingtransition: booking.bookingtransition,
  mybookings: booking.mybookings,
  bookingdetail: booking.bookingdetail,
  setvatrate: booking.setvatrate,
  recordattendance: afterEvent.recordattendance,
  aftereventlist: afterEvent.aftereventlist,
  sendthanks: afterEvent.sendthanks,
  sendquote: quote.sendquote,
  requirementquotes: quote.requirementquotes,
  myquotes: quote.myquotes,
  quotetransition: quote.quotetransition,
  addreview: review.addreview,
  reviewable: review.reviewable,
  replyreview: review.replyreview,
  feeapprovalsettings: feeApproval.feeapprovalsettings,
  updatefeeapprovalsettings: feeApproval.updatefeeapprovalsettings,
  feeapprovals: feeApproval.feeapprovals,
  companybudgets: feeApproval.companybudgets,
  savecompanybudget: feeApproval.savecompanybudget,
  deletecompanybudget: feeApproval.deletecompanybudget,
  budgetcheck: feeApproval.budgetcheck,
  getBillingDetails: billing.getBillingDetails,
  saveMyBillingDetails: billing.saveMyBillingDetails,
  saveCompanyBillingDetails: billing.saveCompanyBillingDetails,
  requestplan: billing.requestplan,
  planrequests: billing.planrequests,
  issuePurchaseOrder: purchaseOrder.issuePurchaseOrder,
  companyPurchaseOrders: purchaseOrder.companyPurchaseOrders,
  providerPurchaseOrders: purchaseOrder.providerPurchaseOrders,
  purchaseOrderDetail: purchaseOrder.purchaseOrderDetail,
  bookingPurchaseOrder: purchaseOrder.bookingPurchaseOrder,
  acknowledgePurchaseOrder: purchaseOrder.acknowledgePurchaseOrder,
  cancelPurchaseOrder: purchaseOrder.cancelPurchaseOrder,
  issueInvoice: invoice.issueInvoice,
  providerInvoices: invoice.providerInvoices,
  buyerInvoices: invoice.buyerInvoices,
  companyInvoices: invoice.companyInvoices,
  invoiceDetail: invoice.invoiceDetail,
  bookingInvoice: invoice.bookingInvoice,
  markInvoicePaid: invoice.markInvoicePaid,
  creditInvoice: invoice.creditInvoice,
  revenuereport: reports.revenuereport,
  spendingreport: reports.spendingreport,
} satisfies Record<string, ActionDefinition>;

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type ActionInput<Name extends ActionName> = z.input<Actions[Name]['request']>;
export type ActionRequest<Name extends ActionName> = z.output<Actions[Name]['request']>;
export type ActionResponse<Name extends ActionName> = z.output<Actions[Name]['response']>;

export function isActionName(value: unknown): value is ActionName {
  return typeof value === 'string' && Object.hasOwn(actions, value);
}
