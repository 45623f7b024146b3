import { english } from '@showgrid/shared/i18n/english';
import type { PaymentStatus, RegistrationType } from '@showgrid/shared/schemas/vehicle';

/** How the stored choices read (their English; translated where shown): the values sent stay the API's. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  Paid: english(/*i18n*/ { id: 'Paid' }),
  Unpaid: english(/*i18n*/ { id: 'Unpaid' }),
};

export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  VIP: english(/*i18n*/ { id: 'VIP' }),
  Regular: english(/*i18n*/ { id: 'Regular' }),
};
