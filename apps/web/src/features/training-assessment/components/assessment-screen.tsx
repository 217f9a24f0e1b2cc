import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useAnswerManagerAssessment } from '../api/answer-manager-assessment.ts';
import { useAssessmentQuestions } from '../api/get-assessment-questions.ts';
import { useAssessmentResults, type AssessmentToAnswer } from '../api/get-assessment-results.ts';
import { AssessmentForm } from './assessment-form.tsx';
import { CompletionPanel } from './completion-panel.tsx';
import { QuestionnaireEditor } from './questionnaire-editor.tsx';
import { ResultsPanel } from './results-panel.tsx';
import './training-assessment.css';

type Tab = 'results' | 'answer' | 'completion' | 'questions';

/**
 * `dashboard/c/trainingassessment`: how the company's trainings were rated (per training, trainer
 * and topic), the caller's own assessments to answer, completion per person with certificates,
 * and the questionnaire.
 */
export function AssessmentScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('results');
  const results = useAssessmentResults();
  const questions = useAssessmentQuestions();
  const pending = results.data?.toAnswer.length ?? 0;
  return (
    <div className="assessment-screen">
      <header>
        <h1 className="page-title">{t('trainingAssessment.title')}</h1>
        <p className="muted">{t('trainingAssessment.intro')}</p>
      </header>
      <TabList<Tab>
        tabs={[
          { id: 'results', label: t('trainingAssessment.tabs.results') },
          {
            id: 'answer',
            label:
              pending > 0
                ? t('trainingAssessment.tabs.answerCount', { number: pending })
                : t('trainingAssessment.tabs.answer'),
          },
          { id: 'completion', label: t('trainingAssessment.tabs.completion') },
          { id: 'questions', label: t('trainingAssessment.tabs.questions') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('trainingAssessment.tabs.label')}
        idPrefix="assessment"
      />
      <div {...tabPanelProps('assessment', tab)} className="assessment-panel">
        {tab === 'questions' ? (
          <QueryStates query={questions}>
            {(data) => <QuestionnaireEditor questions={data.questions} canEdit={data.canEdit} />}
          </QueryStates>
        ) : (
          <QueryStates query={results} errorTestId="assessment-error">
            {(data) =>
              tab === 'results' ? (
                <ResultsPanel results={data} />
              ) : tab === 'answer' ? (
                <ToAnswer items={data.toAnswer} />
              ) : (
                <CompletionPanel
                  rows={data.completion}
                  canEdit={questions.data?.canEdit ?? false}
                />
              )
            }
          </QueryStates>
        )}
      </div>
    </div>
  );
}

function ToAnswer({ items }: { items: AssessmentToAnswer[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <EmptyState text={t('trainingAssessment.answer.empty')} testId="assessment-answer-empty" />
    );
  }
  return (
    <ul className="assessment-cards">
      {items.map((item) => (
        <ManagerAssessment key={item.id} item={item} />
      ))}
    </ul>
  );
}

function ManagerAssessment({ item }: { item: AssessmentToAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mutation = useAnswerManagerAssessment();
  return (
    <li className="card assessment-card" data-testid="assessment-to-answer">
      <h2 className="assessment-card-title">{item.title}</h2>
      <p className="muted">
        {t('trainingAssessment.results.trainedBy', {
          name: item.trainer,
          date: formatDate(item.endedAt, language, 'medium'),
        })}
      </p>
      <AssessmentForm
        questions={item.questions}
        onSubmit={(values) => mutation.mutateAsync({ id: item.id, ...values })}
        isPending={mutation.isPending}
        error={mutation.error}
        testId="manager-assessment-form"
      />
    </li>
  );
}
