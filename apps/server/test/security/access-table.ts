import type { Access } from '../../src/plugins/auth.ts';

/**
 * Who may call each API route. Every later issue adds its routes here: access.test.ts fails when
 * a registered route is missing from this table (or the table names one that is gone); the
 * security sweep (this folder) walks it for expired and forged tokens, judge scoping and fuzzing.
 */
export const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  'POST /api/auth/token/': 'public',
  'POST /api/auth/token/refresh/': 'public',
  'POST /api/auth/logout/': 'public',
  'GET /api/auth/me/': ['admin', 'judge'],
  'GET /api/judges/': ['admin', 'judge'],
  'POST /api/judges/': ['admin'],
  'PUT /api/judges/': ['admin'],
  'DELETE /api/judges/': ['admin'],
  'GET /api/judges/:id/': ['admin', 'judge'],
  'POST /api/judges/:id/reset-password/': ['admin'],
  'GET /api/audit/': ['admin'],
  'POST /api/vehicle/bulk-upload-vehicles/': ['admin'],
  'GET /api/vehicle/bulk-upload-template/': ['admin'],
  'GET /api/vehicle/vehicle-type/': ['admin', 'judge'],
  'POST /api/vehicle/vehicle-type/': ['admin'],
  'GET /api/vehicle/vehicle-type/:id/': ['admin', 'judge'],
  'PUT /api/vehicle/vehicle-type/:id/': ['admin'],
  'DELETE /api/vehicle/vehicle-type/:id/': ['admin'],
  'GET /api/vehicle/parameter/': ['admin', 'judge'],
  'POST /api/vehicle/parameter/': ['admin'],
  'DELETE /api/vehicle/parameter/:id/': ['admin'],
  'GET /api/vehicle/vehicle-category/': ['admin', 'judge'],
  'POST /api/vehicle/vehicle-category/': ['admin'],
  'GET /api/vehicle/vehicle-category/:id/': ['admin', 'judge'],
  'PUT /api/vehicle/vehicle-category/:id/': ['admin'],
  'DELETE /api/vehicle/vehicle-category/:id/': ['admin'],
  'GET /api/vehicle/vehicle-category/:id/cards/': ['admin'],
  'GET /api/vehicle/unique-id/': ['admin'],
  'GET /api/vehicle/available-unique-id/': ['admin'],
  'GET /api/vehicle/qr-code/': ['admin'],
  'GET /api/event/manage-event/': ['admin', 'judge'],
  'POST /api/event/manage-event/': ['admin'],
  'GET /api/event/manage-event/upcoming-events/': ['admin', 'judge'],
  'PUT /api/event/manage-event/map-judge/': ['admin'],
  'PUT /api/event/manage-event/map-category/': ['admin'],
  'PUT /api/event/manage-event/map-panel/': ['admin'],
  'POST /api/event/manage-event/:id/voting/': ['admin'],
  'GET /api/event/manage-event/:id/': ['admin', 'judge'],
  'PUT /api/event/manage-event/:id/': ['admin'],
  'DELETE /api/event/manage-event/:id/': ['admin'],
  'PUT /api/event/manage-event/': ['admin'],
  'DELETE /api/event/manage-event/': ['admin'],
  'GET /api/vehicle/': ['admin', 'judge'],
  'POST /api/vehicle/': ['admin'],
  'PUT /api/vehicle/': ['admin'],
  'DELETE /api/vehicle/': ['admin'],
  'GET /api/vehicle/:id/': ['admin', 'judge'],
  'GET /api/vehicle/document/:id/': ['admin'],
  'GET /api/score-entry/': ['admin', 'judge'],
  'POST /api/score-entry/': ['judge'],
  'GET /api/score-entry/:id/': ['admin', 'judge'],
  'PUT /api/score-entry/:id/': ['judge'],
  'PUT /api/score-entry/': ['judge'],
  'DELETE /api/score-entry/:id/': ['admin', 'judge'],
  'GET /api/total-score/': ['admin', 'judge'],
  'GET /api/score-count/': ['admin', 'judge'],
  'GET /api/top-choice/': ['admin'],
  'GET /api/judge-choice/': ['admin', 'judge'],
  'GET /api/recusal/': ['admin', 'judge'],
  'POST /api/recusal/': ['judge'],
  'DELETE /api/recusal/': ['judge'],
  'GET /api/score-conflict/': ['admin'],
  'PUT /api/score-conflict/:id/': ['admin'],
  'POST /api/score-conflict/:id/apply/': ['admin'],
  'GET /api/attendee/vehicle/:uniqueId/': 'public',
  'POST /api/attendee/send-email-otp/': 'public',
  'POST /api/attendee/verify-otp/': 'public',
  'POST /api/attendee/attendee-vote/': 'public',
  'GET /api/attendee/attendee-vote/': ['admin'],
  'GET /api/attendee/attendee-vote/list/': ['admin'],
  'DELETE /api/attendee/attendee-vote/:id/': ['admin'],
  'GET /api/attendee/attendee-vote/event/': ['admin'],
  'GET /api/dashboard/': ['admin'],
  'GET /api/dashboard/coverage/': ['admin'],
  'GET /api/ranking/': ['admin'],
  'PUT /api/ranking/tie-order/': ['admin'],
  'GET /api/report/:event_id/download/:is_pdf': ['admin'],
  'GET /api/report/:event_id/score-sheets/': ['admin'],
  'GET /api/top-choice/download/': ['admin'],
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "GET /api/x/:id/" → ['GET', '/api/x/:id/']. */
export const splitKey = (key: string) => key.split(' ') as [Method, string];

/** A route's URL with every path parameter set to 1: enough to reach the guard. */
export const concrete = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1');

/** The routes that need a signed-in user, with the roles allowed. */
export const GUARDED = Object.entries(ACCESS).filter((entry): entry is [string, Exclude<Access, 'public'>] => entry[1] !== 'public');
