import { useParams } from 'react-router';
import { BookingScreen } from '../../features/bookings/index.ts';
import { BookingPurchaseOrderPanel } from '../../features/purchase-orders/index.ts';
import { IssueInvoicePanel } from '../../features/invoices/index.ts';
import { UnknownPath } from './unknown-path.tsx';

const idPattern = /^[1-9]\d{0,9}$/;

/** `/mybooking/{id}` (signed in): one booking for one of its parties, and its purchase order. */
export function BookingPage() {
  const { id = '' } = useParams();
  if (!idPattern.test(id)) return <UnknownPath />;
  return (
    <div className="container page">
      <BookingScreen key={id} id={Number(id)} />
      <BookingPurchaseOrderPanel key={`po-${id}`} bookingId={Number(id)} />
      <IssueInvoicePanel key={`invoice-${id}`} bookingId={Number(id)} />
    </div>
  );
}
