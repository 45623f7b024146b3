import {
  checkInBodySchema,
  gateEventParams,
  gateEventSchema,
  gateListSchema,
  gateVehicleSchema,
  paidAtGateBodySchema,
  staffCreateBodySchema,
  staffSchema,
} from '../schemas/gate.ts';
import { dataOf, deleted, detailSchema, fieldErrorsSchema, idParams, listOf } from '../schemas/answers.ts';
import { GATE_ROLES } from '../roles.ts';
import { ADMIN_ONLY, type Contract } from './endpoint.ts';

const tag = 'gate';
const event = '/api/gate/:eventId/';

/** The gate (ours, PRODUCT.md "Gate check-in"): vehicles arrive, pay, and the dashboard's attended count follows. */
export const gateApi = {
  events: {
    tag,
    method: 'GET',
    path: '/api/gate/events/',
    access: GATE_ROLES,
    summary: 'The active events, soonest first, for the gate to pick',
    responses: { 200: listOf(gateEventSchema) },
  },
  vehicles: {
    tag,
    method: 'GET',
    path: `${event}vehicles/`,
    access: GATE_ROLES,
    params: gateEventParams,
    summary: 'Every vehicle of an event with its arrival and payment (the phone searches and queues on it)',
    responses: { 200: dataOf(gateListSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  checkIn: {
    tag,
    method: 'POST',
    path: `${event}check-in/`,
    access: GATE_ROLES,
    params: gateEventParams,
    summary: 'Check a vehicle in (blnArrived true) or undo its check-in (false)',
    description:
      'Idempotent: checking in an arrived vehicle keeps its first time; undoing one that has not arrived ' +
      'changes nothing. Each change is audited (entity `gate`); the dashboards hear of it.',
    body: checkInBodySchema,
    responses: { 200: dataOf(gateVehicleSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  paid: {
    tag,
    method: 'POST',
    path: `${event}paid/`,
    access: GATE_ROLES,
    params: gateEventParams,
    summary: 'Mark a vehicle Paid at the gate (audited; undone only by an admin in the vehicle form)',
    body: paidAtGateBodySchema,
    responses: { 200: dataOf(gateVehicleSchema), 400: fieldErrorsSchema, 404: detailSchema },
  },
  staffList: {
    tag,
    method: 'GET',
    path: '/api/gate/staff/',
    access: ADMIN_ONLY,
    summary: 'The gate volunteers’ accounts',
    responses: { 200: listOf(staffSchema) },
  },
  staffCreate: {
    tag,
    method: 'POST',
    path: '/api/gate/staff/',
    access: ADMIN_ONLY,
    summary: 'Make a gate volunteer’s account (audited)',
    body: staffCreateBodySchema,
    responses: { 201: dataOf(staffSchema), 400: fieldErrorsSchema },
  },
  staffDelete: {
    tag,
    method: 'DELETE',
    path: '/api/gate/staff/:id/',
    access: ADMIN_ONLY,
    params: idParams,
    summary: 'Delete a gate volunteer’s account; their phones are signed out (audited)',
    responses: { 204: deleted, 400: fieldErrorsSchema, 404: detailSchema },
  },
} as const satisfies Contract;
