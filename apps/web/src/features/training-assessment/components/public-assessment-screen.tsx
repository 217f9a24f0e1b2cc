import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useAnswerAssessment } from '../api/answer-assessment.ts';
import { usePublicAssessment } from '../api/get-public-assessment.ts';
import { AssessmentForm } from './assessment-form.tsx';
import './training-assessment.css';

/**
 * `/assessment/{token}` (no account): the attendee of a company training rates it and answers the
 * company's questions, once, within 30 days; afterwards the link only thanks them.
 */
export function PublicAssessmentScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const assessment = usePublicAssessment(token);
  const answer = useAnswerAssessment();
  return (
    <QueryStates query={assessment} errorTestId="assessment-link-error">
      {(data) => (
        <article className="assessment-public card">
          <header className="assessment-public-head">
            <p className="muted">
              {t('trainingAssessment.public.from', { company: data.company })}
            </p>
            <h1 className="page-title">{data.title}</h1>
            <p>{t('trainingAssessment.public.trainer', { name: data.trainer })}</p>
          </header>
          {data.state === 'answered' ? (
            <p className="alert alert-success" role="status" data-testid="assessment-thanks">
              {t('trainingAssessment.public.thanks')}
            </p>
          ) : data.state === 'expired' ? (
            <p className="alert alert-info" data-testid="assessment-expired">
              {t('trainingAssessment.public.expired')}
            </p>
          ) : (
            <>
              <p>{t('trainingAssessment.public.intro', { name: data.name })}</p>
              <AssessmentForm
                questions={data.questions}
                onSubmit={(values) => answer.mutateAsync({ token, ...values })}
                isPending={answer.isPending}
                error={answer.error}
                testId="public-assessment-form"
              />
            </>
          )}
        </article>
      )}
    </QueryStates>
  );
}
