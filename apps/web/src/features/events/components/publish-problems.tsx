import { useTranslation } from 'react-i18next';
import type { PublishProblem } from '../utils/publish-problems.ts';

/** What keeps an event from being published, as a short list. */
export function PublishProblems({ problems }: { problems: PublishProblem[] }) {
  const { t } = useTranslation();
  return (
    <div
      className="alert alert-error event-publish-problems"
      role="alert"
      data-testid="publish-problems"
    >
      <p className="event-publish-problems-title">{t('events.publish.cannot')}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.labelKey ? <strong>{t(problem.labelKey)}: </strong> : null}
            {t(problem.messageKey)}
          </li>
        ))}
      </ul>
    </div>
  );
}
