// The purchase-orders feature's public face: all that the app layer and other features may import.
export { BookingPurchaseOrderPanel } from './components/booking-purchase-order-panel.tsx';
export { PurchaseOrderListScreen } from './components/purchase-order-list-screen.tsx';
export { purchaseOrdersKeys } from './api/purchase-orders-keys.ts';
