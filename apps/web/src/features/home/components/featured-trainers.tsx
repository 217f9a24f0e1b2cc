import { useTranslation } from 'react-i18next';
import type { ProviderCard } from '@app/contracts/catalogue';
import { TrainerCard } from '../../../components/catalogue/trainer-card.tsx';

/** Providers to discover, each card a link to their public profile. */
export function FeaturedTrainers({ trainers }: { trainers: ProviderCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="trainer-grid" aria-label={t('home.trainers.title')}>
      {trainers.map((trainer) => (
        <li key={trainer.userId}>
          <TrainerCard trainer={trainer} />
        </li>
      ))}
    </ul>
  );
}
