import { PAYMENT_STATUSES, REGISTRATION_TYPES, VEHICLE_LIMITS, vehicleIdFieldSchema } from '@showgrid/shared/schemas/vehicle';
import {
  checkPlacement,
  DUPLICATE_REGISTRATION,
  TAKEN_VEHICLE_ID,
  type EventCatalogue,
  type EventCategoryInfo,
  type VehicleDetails,
} from '../vehicles/rules.ts';
import type { ColumnHeader, ColumnMap } from './columns.ts';

/**
 * Checks each data row on its own, with the rules a vehicle created by hand obeys (rules.ts),
 * plus uniqueness against the event's vehicles and the rows above it in the file (the first
 * row holding a number keeps it). A row is either a vehicle to insert or one line of
 * failed_data naming every problem at once: "Row N: reason; reason."
 */

export interface ImportRules {
  catalogue: EventCatalogue;
  /** Every vehicle type id by lower-cased title. */
  typeIds: Map<string, number>;
  /** Vehicle ids held by vehicles of the event. */
  takenIds: Set<string>;
  /** Registration numbers of the event, lower-cased. */
  takenRegistrations: Set<string>;
}

export interface NewVehicle extends VehicleDetails {
  row: number;
  category: EventCategoryInfo;
}

export interface CheckedRows {
  vehicles: NewVehicle[];
  failed: string[];
  /** Data rows that were not blank. */
  total: number;
}

type Value = (header: ColumnHeader) => string;

const PAYMENT = new Map(PAYMENT_STATUSES.map((status) => [status.toLowerCase(), status]));
const REGISTRATION_TYPE = new Map(REGISTRATION_TYPES.map((type) => [type.toLowerCase(), type]));
const YES_NO = new Map([
  ['yes', true],
  ['true', true],
  ['1', true],
  ['no', false],
  ['false', false],
  ['0', false],
]);

/** A cell value quoted back in a message: one line, not too long. */
function echo(value: string): string {
  const line = value.replace(/\s+/g, ' ');
  return `'${line.length > 40 ? `${line.slice(0, 39)}…` : line}'`;
}

const clause = (message: string) => message.replace(/\.$/, '');

/** The choice columns; blank means the form's default (Unpaid, Regular, not on the tour). */
function readChoices(value: Value, problems: string[]) {
  const paymentText = value('Payment Status');
  const payment = paymentText ? PAYMENT.get(paymentText.toLowerCase()) : 'Unpaid';
  if (!payment) problems.push(`Payment Status ${echo(paymentText)} must be Paid or Unpaid`);
  const typeText = value('Registration Type');
  const registrationType = typeText ? REGISTRATION_TYPE.get(typeText.toLowerCase()) : 'Regular';
  if (!registrationType) problems.push(`Registration Type ${echo(typeText)} must be VIP or Regular`);
  const tourText = value('Regional Tour');
  const regionalTour = tourText ? YES_NO.get(tourText.toLowerCase()) : false;
  if (regionalTour === undefined) problems.push(`Regional Tour ${echo(tourText)} must be Yes or No`);
  return { paid: payment === 'Paid', vip: registrationType === 'VIP', regionalTour: regionalTour ?? false };
}

export function checkRows(rows: readonly string[][], columns: ColumnMap, rules: ImportRules): CheckedRows {
  const categories = new Map([...rules.catalogue.categories.values()].map((category) => [category.name.toLowerCase(), category]));
  const registrationRow = new Map<string, number>();
  const idRow = new Map<string, number>();

  /** Unique in the event and in the file so far (case-blind, like the unique index). */
  function checkRegistration(registrationNo: string, row: number, problems: string[]) {
    if (!registrationNo) return problems.push('Registration Number is missing');
    if (registrationNo.length > VEHICLE_LIMITS.registrationMax) {
      return problems.push(`Registration Number must be at most ${VEHICLE_LIMITS.registrationMax} characters`);
    }
    const key = registrationNo.toLowerCase();
    const earlier = registrationRow.get(key);
    if (earlier !== undefined) return problems.push(`Registration Number ${echo(registrationNo)} is already used on row ${earlier}`);
    registrationRow.set(key, row);
    if (rules.takenRegistrations.has(key)) problems.push(`Registration Number ${echo(registrationNo)}: ${clause(DUPLICATE_REGISTRATION)}`);
  }

  /** Category of the event, type of the category, id from its series and free in the event and the file. */
  function checkPlacementOf(value: Value, row: number, problems: string[]) {
    const categoryName = value('Category');
    const category = categories.get(categoryName.toLowerCase());
    if (!categoryName) problems.push('Category is missing');
    else if (!category) problems.push(`Category ${echo(categoryName)} is not part of this event`);

    const typeName = value('Vehicle Type');
    const vehicleTypeId = typeName ? rules.typeIds.get(typeName.toLowerCase()) : undefined;
    if (typeName && vehicleTypeId === undefined) problems.push(`Vehicle Type ${echo(typeName)} does not exist`);

    const rawId = value('Vehicle ID');
    const parsedId = vehicleIdFieldSchema.safeParse(rawId);
    const uniqueId = parsedId.success ? parsedId.data : null;
    if (!parsedId.success) problems.push(`Vehicle ID ${echo(rawId)} is not a vehicle id (a prefix and a number, like SS001)`);

    const placement = category ? checkPlacement(rules.catalogue, { categoryId: category.id, vehicleTypeId, uniqueId }) : {};
    const typeError = placement.intVehicleTypeId?.[0];
    if (typeError) problems.push(`Vehicle Type ${echo(typeName)}: ${clause(typeError)}`);
    if (uniqueId !== null) {
      const idError = placement.strUniqueId?.[0];
      if (idError) problems.push(`Vehicle ID ${echo(uniqueId)}: ${clause(idError)}`);
      const earlier = idRow.get(uniqueId);
      if (earlier !== undefined) problems.push(`Vehicle ID ${echo(uniqueId)} is already used on row ${earlier}`);
      else {
        idRow.set(uniqueId, row);
        if (!idError && rules.takenIds.has(uniqueId)) problems.push(`Vehicle ID ${echo(uniqueId)}: ${clause(TAKEN_VEHICLE_ID)}`);
      }
    }
    return { category, uniqueId };
  }

  const out: CheckedRows = { vehicles: [], failed: [], total: 0 };
  rows.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => cell.trim() === '')) return;
    const row = index + 1;
    out.total++;
    const value: Value = (header) => {
      const at = columns.get(header);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const problems: string[] = [];
    // A NUL (an .xlsx can spell one as _x0000_) is no text a database stores.
    if (cells.some((cell) => cell.includes('\u0000'))) problems.push('a cell holds a character that is not allowed (NUL)');
    const registrationNo = value('Registration Number');
    checkRegistration(registrationNo, row, problems);
    for (const header of ['Brand', 'Model', 'Owner Name'] as const) {
      if (value(header).length > VEHICLE_LIMITS.textMax) problems.push(`${header} must be at most ${VEHICLE_LIMITS.textMax} characters`);
    }
    const { category, uniqueId } = checkPlacementOf(value, row, problems);
    const choices = readChoices(value, problems);

    if (problems.length > 0 || !category) {
      out.failed.push(`Row ${row}: ${problems.join('; ')}.`);
      return;
    }
    out.vehicles.push({
      row,
      category,
      uniqueId,
      registrationNo,
      brand: value('Brand'),
      model: value('Model'),
      ownerName: value('Owner Name'),
      ...choices,
    });
  });
  return out;
}
