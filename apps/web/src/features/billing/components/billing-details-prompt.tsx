import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './billing.css';

/** Where each form is: the Billing page's own section, or its company section. */
export const billingFormPaths = {
  mine: '/dashboard/c/billing#my-billing',
  company: '/dashboard/c/billing#company-billing',
} as const;

/**
 * A callout for any feature whose call the server answered with `billing_details_required` (or
 * `buyer_billing_details_missing`), leading to the form that fixes it.
 *
 * Props:
 * - `target`: whose details are missing: `'mine'` (the caller's own: a provider about to invoice,
 *   a person buying for themself) or `'company'` (the company profile the caller works in).
 * - `canEdit` (default true): false for a company manager, who is told to ask the company's admin
 *   instead of being sent to a form they may not save.
 * - `message` (optional): the text to show instead of the default (e.g. the translated error).
 * - `testId` (default `billing-prompt`).
 */
export function BillingDetailsPrompt({
  target,
  canEdit = true,
  message,
  testId = 'billing-prompt',
}: {
  target: 'mine' | 'company';
  canEdit?: boolean;
  message?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info billing-prompt" role="status" data-testid={testId}>
      <p className="billing-prompt-title">{t('billing.prompt.title')}</p>
      <p>{message ?? t(`billing.prompt.${target}`)}</p>
      {canEdit ? (
        <Link className="btn btn-primary" to={billingFormPaths[target]}>
          {t(`billing.prompt.${target}Link`)}
        </Link>
      ) : (
        <p className="muted">{t('billing.prompt.askAdmin')}</p>
      )}
    </div>
  );
}
