import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { RequirementEditor } from '../../features/requirements/index.ts';
import type { RequirementPageState } from './requirement-page.tsx';
import { UnknownPath } from './unknown-path.tsx';

const idPattern = /^[1-9]\d{0,9}$/;

/** `/requirement/addrequirement` posts a requirement; `?id={id}` edits one of the user's own. */
export function AddRequirementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const requirementId = idParam !== null && idPattern.test(idParam) ? Number(idParam) : null;
  usePageTitle(t(idParam === null ? 'requirements.titles.add' : 'requirements.titles.edit'));
  if (idParam !== null && requirementId === null) return <UnknownPath />;
  return (
    <div className="container page">
      <RequirementEditor
        requirementId={requirementId}
        notFound={<UnknownPath />}
        onSaved={(saved, mode) => {
          const state: RequirementPageState = { requirementNotice: mode };
          void navigate(`/requirement/${saved.url}`, { state });
        }}
      />
    </div>
  );
}
