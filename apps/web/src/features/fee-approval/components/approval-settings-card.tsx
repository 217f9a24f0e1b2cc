import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatefeeapprovalsettings } from '@app/contracts/actions/fee-approval';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useApprovalSettings, type ApprovalSettings } from '../api/get-approval-settings.ts';
import { useUpdateApprovalSettings } from '../api/update-approval-settings.ts';
import { amountTextOf, parseAmountText } from '../utils/amount-text.ts';

/**
 * The company's fee-approval rules: the admin edits them, managers read them
 * (docs/product.md, "Fee approval and budgets").
 */
export function ApprovalSettingsCard() {
  const { t } = useTranslation();
  const query = useApprovalSettings();
  return (
    <section
      className="card fee-settings"
      aria-labelledby="fee-settings-heading"
      data-testid="fee-settings"
    >
      <h2 id="fee-settings-heading" className="fee-section-title">
        {t('feeApproval.settings.title')}
      </h2>
      <QueryStates query={query}>
        {(data) =>
          data.canEdit ? <SettingsForm settings={data} /> : <SettingsText settings={data} />
        }
      </QueryStates>
    </section>
  );
}

function SettingsText({ settings }: { settings: ApprovalSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { rules } = settings;
  return (
    <>
      <ul className="fee-rules" data-testid="fee-rules">
        <li>
          {rules.thresholdMinor === null
            ? t('feeApproval.settings.noThreshold')
            : t('feeApproval.settings.threshold', {
                amount: formatPrice(rules.thresholdMinor, language, rules.currency),
              })}
        </li>
        <li>
          {t(
            rules.outsideList
              ? 'feeApproval.settings.outsideOn'
              : 'feeApproval.settings.outsideOff',
          )}
        </li>
      </ul>
      <p className="muted">{t('feeApproval.settings.adminOnly')}</p>
    </>
  );
}

function SettingsForm({ settings }: { settings: ApprovalSettings }) {
  const { t } = useTranslation();
  const thresholdId = useId();
  const mutation = useUpdateApprovalSettings();
  const [threshold, setThreshold] = useState(amountTextOf(settings.rules.thresholdMinor));
  const [outsideList, setOutsideList] = useState(settings.rules.outsideList);
  const [saved, setSaved] = useState(false);
  const thresholdMinor = parseAmountText(threshold);
  const form = useContractForm({
    schema: updatefeeapprovalsettings.request,
    mutation,
    ownChecks: (): Record<string, string> =>
      thresholdMinor === 'invalid' ? { thresholdMinor: 'validation.price' } : {},
  });
  const input = {
    thresholdMinor: thresholdMinor === 'invalid' ? '' : (thresholdMinor ?? ''),
    outsideList,
  };

  const submit = form.onSubmit(
    () => {
      setSaved(false);
      return input;
    },
    async () => {
      await mutation.mutateAsync(input);
      setSaved(true);
    },
  );

  return (
    <form className="fee-settings-form" onSubmit={submit} noValidate>
      <FormField
        id={thresholdId}
        label={t('feeApproval.settings.thresholdLabel')}
        hint={t('feeApproval.settings.thresholdHint')}
        problem={form.problems.thresholdMinor}
        optional
      >
        {(control) => (
          <div className="fee-amount-input">
            <span aria-hidden="true">€</span>
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              data-testid="fee-threshold"
            />
          </div>
        )}
      </FormField>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={outsideList}
          onChange={(event) => setOutsideList(event.target.checked)}
          data-testid="fee-outside-list"
        />
        {t('feeApproval.settings.outsideLabel')}
      </label>
      <FormError message={form.formError} testId="fee-settings-error" />
      <div className="fee-form-actions">
        <SubmitButton
          isPending={form.isPending}
          label={t('feeApproval.settings.save')}
          pendingLabel={t('feeApproval.settings.saving')}
          testId="fee-settings-save"
        />
        {saved ? (
          <span role="status" className="fee-saved">
            {t('feeApproval.settings.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
