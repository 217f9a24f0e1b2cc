import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list.tsx';
import { useCompanyDetails } from '../../../shared/session/get-company-details.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { PeoplePanel } from './people-panel.tsx';
import { RoleLogPanel } from './role-log-panel.tsx';
import { StaffPanel } from './staff-panel.tsx';
import './company-people.css';

type Tab = 'staff' | 'people' | 'log';

/**
 * `dashboard/c/userroles`: the active company's staff and roles, and its people (docs/product.md,
 * "People and roles of a company"). Admins only; anyone else is told so (the server refuses them anyway).
 */
export function UserRolesScreen({ language }: { language: Language }) {
  const { t } = useTranslation();
  const details = useCompanyDetails();
  const [tab, setTab] = useState<Tab>('staff');
  return (
    <QueryStates query={details}>
      {({ company }) =>
        company?.userRole !== 1 ? (
          <div className="card" data-testid="userroles-not-admin">
            <h1 className="page-title">{t('companyPeople.title')}</h1>
            <p>{t('companyPeople.adminOnly')}</p>
          </div>
        ) : (
          <div className="user-roles" data-testid="userroles">
            <h1 className="page-title">{t('companyPeople.title')}</h1>
            <p className="muted" data-testid="userroles-company">
              {company.name}
            </p>
            <TabList
              tabs={[
                { id: 'staff', label: t('companyPeople.tabs.staff') },
                { id: 'people', label: t('companyPeople.tabs.people') },
                { id: 'log', label: t('companyPeople.tabs.log') },
              ]}
              selected={tab}
              onSelect={setTab}
              label={t('companyPeople.tabs.label')}
              idPrefix="userroles"
            />
            <div {...tabPanelProps('userroles', tab)}>
              {tab === 'staff' ? <StaffPanel language={language} /> : null}
              {tab === 'people' ? <PeoplePanel /> : null}
              {tab === 'log' ? <RoleLogPanel language={language} /> : null}
            </div>
          </div>
        )
      }
    </QueryStates>
  );
}
