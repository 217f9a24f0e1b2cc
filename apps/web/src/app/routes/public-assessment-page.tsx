import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { PublicAssessmentScreen } from '../../features/training-assessment/index.ts';

/** `/assessment/{token}` (anyone with the e-mailed link): an attendee assesses a training. */
export function PublicAssessmentPage() {
  const { t } = useTranslation();
  usePageTitle(t('trainingAssessment.public.documentTitle'));
  const { token = '' } = useParams();
  return (
    <div className="container page">
      <PublicAssessmentScreen token={token} />
    </div>
  );
}
