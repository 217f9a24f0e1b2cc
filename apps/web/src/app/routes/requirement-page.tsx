import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { errorMessageKey } from '../../shared/errors/error-message.ts';
import {
  requirementKeyOf,
  useRequirement,
  RequirementView,
  type RequirementNotice,
  requirementKeys,
} from '../../features/requirements/index.ts';
import { SendMessageButton } from '../../features/messages/index.ts';
import { ReportContentButton } from '../../features/site/index.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { RequirementQuotes } from '../../features/quotes/index.ts';
import { myProfileQueryOptions } from '../../features/profile/index.ts';
import { bookingKeys } from '../../features/bookings/index.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Loading } from './loading.tsx';
import { UnknownPath } from './unknown-path.tsx';

/** What the editor tells the page it saved, to say so once. */
export interface RequirementPageState {
  requirementNotice?: RequirementNotice;
}

/** `/requirement/{id}` or `/requirement/{url}`: one requirement, for signed-in users. */
export function RequirementPage() {
  const { key: segment = '' } = useParams();
  const key = requirementKeyOf(segment);
  if (!key) return <UnknownPath />;
  return <RequirementLookup requirementKey={key} />;
}

function RequirementLookup({
  requirementKey,
}: {
  requirementKey: NonNullable<ReturnType<typeof requirementKeyOf>>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useRequirement(requirementKey);
  const { open } = useAuthDialog();
  const session = useSession();
  const queryClient = useQueryClient();
  const mayQuote = session.isProvider && query.data?.isOwner === false;
  // A provider's quote shows its figures at their own VAT rate.
  const profile = useQuery({ ...myProfileQueryOptions(), enabled: mayQuote });
  // An accepted quote closes the requirement (this page and the lists) and makes a booking.
  const onQuotesChanged = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requirementKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
    [queryClient],
  );
  const [notice] = useState(
    () => (location.state as RequirementPageState | null)?.requirementNotice ?? null,
  );
  useEffect(() => {
    if (notice)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Only once, when the page opens with a notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  usePageTitle(query.data?.title ?? t('requirements.titles.detail'));

  if (query.isPending) return <Loading label={t('requirements.detail.loading')} />;
  if (query.isError) {
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(query.error))}
        </p>
      </div>
    );
  }
  const requirement = query.data;
  if (!requirement) return <UnknownPath />;
  return (
    <div className="container page">
      <RequirementView
        requirement={requirement}
        notice={notice}
        contact={
          requirement.isOwner ? null : (
            <>
              <SendMessageButton
                userId={requirement.seeker.userId}
                about={{ kind: 'requirement', id: requirement.id }}
                onRequireLogin={() => open('login')}
              />
              <ReportContentButton
                kind="requirement"
                id={requirement.id}
                ownerId={requirement.seeker.userId}
              />
            </>
          )
        }
        quotes={
          <RequirementQuotes
            requirement={{
              id: requirement.id,
              participants: requirement.participants,
              currency: requirement.currency,
              delivery: requirement.delivery,
              location: requirement.location,
              isOwner: requirement.isOwner,
              isOpen: requirement.status === 'open',
            }}
            isProvider={session.isProvider}
            vatRate={{
              value: profile.data?.vatRate,
              hasFailed: profile.isError,
              retry: () => void profile.refetch(),
            }}
            onChanged={onQuotesChanged}
            renderAsk={(quote) => (
              <SendMessageButton
                userId={quote.provider.id}
                about={{ kind: 'quote', id: quote.id }}
                label={t('quotes.action.ask')}
                className="btn btn-secondary"
                onRequireLogin={() => open('login')}
              />
            )}
          />
        }
      />
    </div>
  );
}
