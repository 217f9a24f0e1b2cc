import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCompanyTrainers } from '../api/get-company-trainers.ts';
import { AddTrainerPanel } from './add-trainer-panel.tsx';
import { TrainerCard } from './trainer-card.tsx';
import './trainers-list.css';

/**
 * Approved trainers (`dashboard/c/trainerslist`, docs/product.md "Approved trainers"): the
 * company's providers with what it booked, spent and thinks of them. Its admin adds, notes and
 * removes; managers read.
 */
export function TrainersListScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useCompanyTrainers();
  return (
    <div className="trainers-list" data-testid="trainers-list">
      <h1 className="page-title">{t('companyTrainers.title')}</h1>
      <p className="muted">{t('companyTrainers.intro')}</p>
      <QueryStates query={query} errorTestId="trainers-error">
        {({ canEdit, list }) => (
          <>
            {canEdit ? <AddTrainerPanel /> : null}
            {list.length === 0 ? (
              <EmptyState
                text={t(canEdit ? 'companyTrainers.emptyAdmin' : 'companyTrainers.emptyManager')}
                testId="trainers-empty"
              />
            ) : (
              <ul className="trainer-cards" aria-label={t('companyTrainers.title')}>
                {list.map((trainer) => (
                  <TrainerCard
                    key={trainer.id}
                    trainer={trainer}
                    canEdit={canEdit}
                    language={language}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
