import { useTranslation } from 'react-i18next';
import './home.css';

const columns = [
  {
    title: 'home.how.seekersTitle',
    items: ['home.how.seekers1', 'home.how.seekers2', 'home.how.seekers3'],
  },
  {
    title: 'home.how.providersTitle',
    items: ['home.how.providers1', 'home.how.providers2', 'home.how.providers3'],
  },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="how-it-works" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading">
          <h2 id="how-title">{t('home.how.title')}</h2>
        </div>
        <div className="how-columns">
          {columns.map((column) => (
            <div key={column.title} className="how-column">
              <h3>{t(column.title)}</h3>
              <ul>
                {column.items.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
