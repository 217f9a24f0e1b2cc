import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { popularTopicKeys, searchHref } from '../layouts/footer-links.ts';

interface PopularTopicLinksProps {
  /** Show only the first `limit` topics (the hero shows a few, the footer all of them). */
  limit?: number;
  className?: string;
  testId?: string;
}

/** The popular searches, each a link to `search?topic=…` in the current language. */
export function PopularTopicLinks({ limit, className, testId }: PopularTopicLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={className} data-testid={testId}>
      {popularTopicKeys.slice(0, limit).map((key) => {
        const topic = t(`footer.topics.${key}`);
        return (
          <li key={key}>
            <Link to={searchHref(topic)}>{topic}</Link>
          </li>
        );
      })}
    </ul>
  );
}
