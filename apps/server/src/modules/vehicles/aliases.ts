import { vehicleFieldsSchema } from '@showgrid/shared/schemas/vehicle';

/**
 * SPEC §3 spells some vehicle fields two ways: the model as strModel "in places", the
 * registration number as read back (strRegistrationNumber), VIP as read back (blnVIP), and the
 * payment as blnPaid beside strPaymentStatus. A form sending either spelling works; when a form
 * sends both, the name the form schema knows wins.
 */
const ALIASES = { strModel: 'strModelName', strRegistrationNumber: 'strRegistrationNo', blnVIP: 'blnVip' } as const;

/** The same true/false reading as every other form flag of the vehicle. */
const formFlag = vehicleFieldsSchema.shape.blnVip;

export interface AliasedFields {
  fields: Record<string, string>;
  errors: Record<string, string[]>;
}

export function resolveAliases(sent: Record<string, string>): AliasedFields {
  const fields = { ...sent };
  const errors: Record<string, string[]> = {};
  for (const [alias, name] of Object.entries(ALIASES)) {
    const value = sent[alias];
    if (value !== undefined && !Object.hasOwn(sent, name)) fields[name] = value;
  }
  const paid = sent.blnPaid;
  if (paid !== undefined && !Object.hasOwn(sent, 'strPaymentStatus')) {
    const flag = formFlag.safeParse(paid);
    if (flag.success) fields.strPaymentStatus = flag.data ? 'Paid' : 'Unpaid';
    else errors.blnPaid = [flag.error.issues[0]?.message ?? 'Must be true or false.'];
  }
  return { fields, errors };
}
