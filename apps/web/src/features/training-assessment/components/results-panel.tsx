import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import type { AssessmentResults } from '../api/get-assessment-results.ts';
import { responseRate, starsOf } from '../utils/assessment-figures.ts';

/** "4.5 / 5" or "no answers yet". */
function useStars() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (halves: number | null) => {
    const stars = starsOf(halves);
    return stars === null
      ? t('trainingAssessment.results.noAnswers')
      : t('trainingAssessment.results.stars', { value: formatNumber(stars, language) });
  };
}

/** Results per training (with each question), per trainer and per topic. */
export function ResultsPanel({ results }: { results: AssessmentResults }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stars = useStars();
  if (results.trainings.length === 0) {
    return (
      <EmptyState text={t('trainingAssessment.results.empty')} testId="assessment-results-empty" />
    );
  }
  const figures = (row: { answers: number; invited: number }) =>
    t('trainingAssessment.results.answers', {
      answers: row.answers,
      invited: row.invited,
      rate: responseRate(row.answers, row.invited),
    });
  return (
    <div className="assessment-results">
      <section aria-labelledby="assessment-by-training">
        <h2 id="assessment-by-training" className="assessment-section-title">
          {t('trainingAssessment.results.byTraining')}
        </h2>
        <ul className="assessment-cards">
          {results.trainings.map((training) => (
            <li
              key={training.bookingId}
              className="card assessment-card"
              data-testid="assessment-training"
            >
              <h3 className="assessment-card-title">{training.title}</h3>
              <p className="muted">
                {t('trainingAssessment.results.trainedBy', {
                  name: training.trainer,
                  date: formatDate(training.endedAt, language, 'medium'),
                })}
              </p>
              <p>
                <strong data-testid="assessment-training-average">
                  {stars(training.averageHalves)}
                </strong>{' '}
                · {figures(training)}
              </p>
              {training.questions.length > 0 ? (
                <dl className="assessment-questions">
                  {training.questions.map((question) => (
                    <div key={question.id}>
                      <dt>{question.text}</dt>
                      <dd>
                        {question.kind === 'rating' ? (
                          stars(question.averageHalves)
                        ) : question.texts.length > 0 ? (
                          <ul>
                            {question.texts.map((text, index) => (
                              <li key={index}>{text}</li>
                            ))}
                          </ul>
                        ) : (
                          t('trainingAssessment.results.noAnswers')
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {training.comments.length > 0 ? (
                <>
                  <h4 className="assessment-comments-title">
                    {t('trainingAssessment.results.comments')}
                  </h4>
                  <ul className="assessment-comments">
                    {training.comments.map((comment, index) => (
                      <li key={index}>{comment}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <FigureTable
        title={t('trainingAssessment.results.byTrainer')}
        nameLabel={t('trainingAssessment.results.trainer')}
        rows={results.trainers.map((row) => ({ ...row, key: row.name, label: row.name }))}
        stars={stars}
        figures={figures}
        testId="assessment-by-trainer"
      />
      <FigureTable
        title={t('trainingAssessment.results.byTopic')}
        nameLabel={t('trainingAssessment.results.topic')}
        rows={results.topics.map((row) => ({ ...row, key: row.title, label: row.title }))}
        stars={stars}
        figures={figures}
        testId="assessment-by-topic"
      />
    </div>
  );
}

function FigureTable({
  title,
  nameLabel,
  rows,
  stars,
  figures,
  testId,
}: {
  title: string;
  nameLabel: string;
  rows: Array<{
    key: string;
    label: string;
    trainings: number;
    averageHalves: number | null;
    answers: number;
    invited: number;
  }>;
  stars: (halves: number | null) => string;
  figures: (row: { answers: number; invited: number }) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="assessment-table-wrap">
      <table className="assessment-table" data-testid={testId}>
        <caption className="assessment-section-title">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{nameLabel}</th>
            <th scope="col">{t('trainingAssessment.results.trainings')}</th>
            <th scope="col">{t('trainingAssessment.results.average')}</th>
            <th scope="col">{t('trainingAssessment.results.responses')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.trainings}</td>
              <td>{stars(row.averageHalves)}</td>
              <td>{figures(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
