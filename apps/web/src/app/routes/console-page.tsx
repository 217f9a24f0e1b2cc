import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  AuditScreen,
  CompanyScreen,
  ConsoleGate,
  FiguresScreen,
  PeopleScreen,
  PersonScreen,
  PlansScreen,
  ReportScreen,
  ReportsQueue,
  TeamScreen,
} from '../../features/operator-console/index.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { UnknownPath } from './unknown-path.tsx';

const idPattern = /^[1-9]\d{0,9}$/;

export type ConsoleScreen =
  'reports' | 'report' | 'team' | 'audit' | 'figures' | 'people' | 'person' | 'plans' | 'company';

const titles: Record<ConsoleScreen, string> = {
  reports: 'console.reports.title',
  report: 'console.report.title',
  team: 'console.team.title',
  audit: 'console.audit.title',
  figures: 'console.figures.title',
  people: 'console.people.title',
  person: 'console.person.title',
  plans: 'console.plans.title',
  company: 'console.company.title',
};

/**
 * The operator console's pages under `/admin` (platform staff, signed in with a second factor):
 * `reports` (the queue), `reports/{id}` (one report), `people`, `people/{id}`, `companies/{id}`,
 * `figures`, and for
 * operators `plans`, `team` and `audit`.
 */
export function ConsolePage({ screen }: { screen: ConsoleScreen }) {
  const { t } = useTranslation();
  usePageTitle(t(titles[screen]));
  const language = useLanguage();
  const { id = '' } = useParams();
  const hasId = screen === 'report' || screen === 'person' || screen === 'company';
  if (hasId && !idPattern.test(id)) return <UnknownPath />;
  return (
    <div className="container page">
      <ConsoleGate>
        {(role) => {
          switch (screen) {
            case 'reports':
              return <ReportsQueue language={language} />;
            case 'report':
              return <ReportScreen key={id} id={Number(id)} language={language} />;
            case 'team':
              return <TeamScreen />;
            case 'audit':
              return <AuditScreen language={language} />;
            case 'figures':
              return <FiguresScreen language={language} />;
            case 'people':
              return <PeopleScreen language={language} />;
            case 'person':
              return <PersonScreen key={id} userId={Number(id)} language={language} />;
            case 'plans':
              return <PlansScreen language={language} />;
            case 'company':
              return (
                <CompanyScreen key={id} companyId={Number(id)} language={language} role={role} />
              );
          }
        }}
      </ConsoleGate>
    </div>
  );
}
