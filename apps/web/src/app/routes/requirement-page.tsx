import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { errorMessageKey } from '../../shared/errors/error-message.ts';
import {
  requirementKeyOf,
  useRequirement,
} from '../../features/requirements/api/get-requirement.ts';
import {
  RequirementView,
  type RequirementNotice,
} from '../../features/requirements/components/requirement-view.tsx';
import { SendMessageButton } from '../../features/messages/components/send-message-button.tsx';
import { useAuthDialog } from '../../features/auth/hooks/auth-dialog-context.ts';
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
  // The notice is shown once: a reload or a later visit of this history entry does not repeat it.
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
  if (!query.data) return <UnknownPath />;
  return (
    <div className="container page">
      <RequirementView
        requirement={query.data}
        notice={notice}
        contact={
          query.data.isOwner ? null : (
            <SendMessageButton
              userId={query.data.seeker.userId}
              about={{ kind: 'requirement', id: query.data.id }}
              onRequireLogin={() => open('login')}
            />
          )
        }
      />
    </div>
  );
}
