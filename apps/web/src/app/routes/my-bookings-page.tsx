import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  bookingStateGroupNames,
  bookingStates,
  type BookingState,
  type BookingStateGroup,
} from '@app/contracts/states';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { type BookingSide, MyBookingsScreen } from '../../features/bookings/index.ts';

const isState = (value: string | null): value is BookingState =>
  value !== null && (bookingStates as readonly string[]).includes(value);
const isGroup = (value: string | null): value is BookingStateGroup =>
  value !== null && (bookingStateGroupNames as readonly string[]).includes(value);

/** `/mybooking` (signed in): tabs, filter and page live in the address (`?side=&group=&state=&page=`). */
export function MyBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.list.documentTitle'));
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const sides: BookingSide[] = ['buyer'];
  if (session.isProvider) sides.push('provider');
  if (session.isCompanyUser || session.isSmeUser) sides.push('company');
  const asked = params.get('side') as BookingSide | null;
  const side = asked && sides.includes(asked) ? asked : 'buyer';
  const state = params.get('state');
  const group = params.get('group');
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div className="container page">
      <MyBookingsScreen
        sides={sides}
        side={side}
        state={isState(state) ? state : null}
        group={isGroup(group) ? group : null}
        page={page}
        withRequests={session.isProvider}
        onChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            const set = (name: string, value: string | null) =>
              value === null ? updated.delete(name) : updated.set(name, value);
            if (next.side !== undefined) set('side', next.side === 'buyer' ? null : next.side);
            if (next.state !== undefined) set('state', next.state);
            if (next.group !== undefined) set('group', next.group);
            if (next.page !== undefined) set('page', next.page === 1 ? null : String(next.page));
            return updated;
          })
        }
      />
    </div>
  );
}
