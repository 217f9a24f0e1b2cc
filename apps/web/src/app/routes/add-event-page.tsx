import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { viewerTimeZone } from '../../lib/intl.ts';
import { actions } from '@app/contracts/registry';
import { mayCall } from '../../shared/session/may-call.ts';
import { useSession } from '../../shared/session/use-session.ts';
import {
  EventEditor,
  type EditorStep,
  editorSteps,
  ProviderOnlyNotice,
} from '../../features/events/index.ts';
import { Loading } from './loading.tsx';

const idPattern = /^[1-9]\d{0,9}$/;

/** `event/addevent` (a new event) and `event/addevent?id={id}&step=…` (an own event). */
export function AddEventPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawId = params.get('id') ?? '';
  const eventId = idPattern.test(rawId) ? Number(rawId) : null;
  const rawStep = params.get('step');
  const step: EditorStep = editorSteps.find((name) => name === rawStep) ?? 'details';
  usePageTitle(t(eventId === null ? 'events.titles.add' : 'events.titles.edit'));
  const session = useSession();

  if (!session.user) return <Loading label={t('app.checkingSession')} />;
  // Creating is for providers (the contract's rule); an own event is its owner's to edit.
  if (eventId === null && !mayCall(actions.addevent.access, session.user)) {
    return (
      <div className="container page">
        <ProviderOnlyNotice />
      </div>
    );
  }
  return (
    <div className="container page">
      <EventEditor
        eventId={eventId}
        step={step}
        viewerId={session.user.userId}
        viewerZone={viewerTimeZone()}
        onGo={(id, next) => {
          setParams(next === 'details' ? { id: String(id) } : { id: String(id), step: next });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
