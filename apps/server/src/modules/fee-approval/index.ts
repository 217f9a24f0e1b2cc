/** The fee-approval module's public face: all that code outside modules/fee-approval/ may import. */
export {
  findApprovalRules,
  isApprovedTrainer,
  selectBudgetDepartments,
  selectBudgets,
} from './fee-approval-rules.repository.ts';
export { approvalReasonsOf, yearOf } from './fee-approval-rules.ts';
export { feeApprovalActions } from './fee-approval.actions.ts';
export { feeApprovalReasons, memberApprovalReasons } from './approval-reasons.ts';
export { budgetsOfYear } from './fee-approval.service.ts';
