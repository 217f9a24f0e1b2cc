import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { AssessmentScreen } from '../../features/training-assessment/index.ts';

/**
 * `/dashboard/c/trainingassessment` (signed in; company admins and managers): results of the
 * company's trainings, the caller's own assessments, completion and certificates, and the
 * questionnaire (the admin edits it). The server refuses users of no company.
 */
export function TrainingAssessmentPage() {
  const { t } = useTranslation();
  usePageTitle(t('trainingAssessment.documentTitle'));
  return (
    <div className="container page">
      <AssessmentScreen />
    </div>
  );
}
