import type { Role } from './roles.ts';

/** Client routes (SPEC §2 route table) and API paths (SPEC §7), one place for both sides. */
export const ROUTES = {
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminJudges: '/admin/manage-judges',
  adminEvents: '/admin/manage-events',
  adminEventList: (purpose: 'vehicles' | 'results') => `/admin/event-list/${purpose}`,
  adminVehicles: (eventId: string | number) => `/admin/manage-vehicles/${eventId}`,
  adminCategories: '/admin/manage-categories',
  adminVehicleId: '/admin/manage-vehicle-id',
  adminParameters: '/admin/manage-parameters',
  adminVehicleType: '/admin/manage-vehicle-type',
  adminResults: (eventId: string | number) => `/admin/results/${eventId}`,
  adminJudgesChoice: (eventId: string | number) => `/admin/results/${eventId}/judges-choice`,
  adminCoverage: (eventId: string | number) => `/admin/coverage/${eventId}`,
  adminVotes: (eventId: string | number) => `/admin/results/${eventId}/votes`,
  adminAudit: '/admin/audit',
  judgeLogin: '/judge/login',
  judgeDashboard: '/judge/dashboard',
  judgeCategory: '/judge/category',
  judgeVehicles: '/judge/vehicles',
  judgeScoring: '/judge/scoring',
  judgeChoices: '/judge/choices',
  audienceVehicle: (vehicleId: string) => `/audience/${vehicleId}`,
  audienceVerify: '/audience/verify',
  audienceThanks: '/audience/thanks',
  unauthorized: '/unauthorized',
  /** The gate (staff): sign-in, check-in, the printable arrival list; the admin's volunteer accounts. */
  gateLogin: '/gate/login',
  gate: '/gate',
  gateArrivalList: (eventId: string | number) => `/gate/arrival-list/${eventId}`,
  adminGateStaff: '/admin/gate-staff',
  /** The awards screen for a projector (admin). */
  awards: (eventId: string | number) => `/awards/${eventId}`,
  /** Public: the awards screen through its read-only link, and the published results. */
  awardsShared: (token: string) => `/awards/shared/${token}`,
  publishedResults: (eventId: string | number) => `/results/${eventId}`,
} as const;

/** Each role's sign-in page: where a logout or an expired session lands. */
export const LOGIN_PAGE: Readonly<Record<Role, string>> = {
  admin: ROUTES.adminLogin,
  judge: ROUTES.judgeLogin,
  staff: ROUTES.gateLogin,
};

/**
 * The sign-ins whose HTML carries the page itself (ADR 043): each path and its file in the web
 * build (apps/web/scripts/sign-in-shells.mjs writes them, the server sends them).
 */
export const SIGN_IN_SHELLS: Readonly<Record<string, string>> = {
  [ROUTES.judgeLogin]: 'judge-login.html',
  [ROUTES.adminLogin]: 'admin-login.html',
  [ROUTES.gateLogin]: 'gate-login.html',
};

/** A sign-in shell's file in a language (issue 33): judge-login.html in English, judge-login.de.html in German. */
export const signInShellIn = (file: string, locale: string): string =>
  locale === 'en' ? file : file.replace(/\.html$/, `.${locale}.html`);

export const API = {
  base: '/api',
  health: '/api/health',
  token: '/api/auth/token/',
  tokenRefresh: '/api/auth/token/refresh/',
  logout: '/api/auth/logout/',
  me: '/api/auth/me/',
  judges: '/api/judges/',
  judge: (id: number) => `/api/judges/${id}/`,
  judgeResetPassword: (id: number) => `/api/judges/${id}/reset-password/`,
  audit: '/api/audit/',
  vehicleTypes: '/api/vehicle/vehicle-type/',
  vehicleType: (id: number) => `/api/vehicle/vehicle-type/${id}/`,
  parameters: '/api/vehicle/parameter/',
  parameter: (id: number) => `/api/vehicle/parameter/${id}/`,
  categories: '/api/vehicle/vehicle-category/',
  category: (id: number) => `/api/vehicle/vehicle-category/${id}/`,
  events: '/api/event/manage-event/',
  event: (id: number) => `/api/event/manage-event/${id}/`,
  upcomingEvents: '/api/event/manage-event/upcoming-events/',
  mapJudge: '/api/event/manage-event/map-judge/',
  mapCategory: '/api/event/manage-event/map-category/',
  mapPanel: '/api/event/manage-event/map-panel/',
  vehicles: '/api/vehicle/',
  vehicle: (id: number) => `/api/vehicle/${id}/`,
  availableVehicleIds: '/api/vehicle/available-unique-id/',
  vehicleIds: '/api/vehicle/unique-id/',
  qrCodes: '/api/vehicle/qr-code/',
  categoryCards: (id: number) => `/api/vehicle/vehicle-category/${id}/cards/`,
  bulkUpload: '/api/vehicle/bulk-upload-vehicles/',
  bulkUploadTemplate: '/api/vehicle/bulk-upload-template/',
  scoreEntries: '/api/score-entry/',
  scoreEntry: (id: number) => `/api/score-entry/${id}/`,
  totalScore: '/api/total-score/',
  scoreCount: '/api/score-count/',
  topChoice: '/api/top-choice/',
  judgeChoice: '/api/judge-choice/',
  recusals: '/api/recusal/',
  scoreConflicts: '/api/score-conflict/',
  scoreConflict: (id: number) => `/api/score-conflict/${id}/`,
  /** Admin: make a conflicting edit the saved score. */
  scoreConflictApply: (id: number) => `/api/score-conflict/${id}/apply/`,
  media: (id: string) => `/media/${id}`,
  /** Admin only: an owner's document (a vehicle file id), downloaded with the bearer token. */
  vehicleDocument: (id: number) => `/api/vehicle/document/${id}/`,
  ranking: '/api/ranking/',
  rankingTieOrder: '/api/ranking/tie-order/',
  dashboard: '/api/dashboard/',
  coverage: '/api/dashboard/coverage/',
  report: (eventId: number, pdf: boolean) => `/api/report/${eventId}/download/${pdf ? 1 : 0}`,
  scoreSheets: (eventId: number) => `/api/report/${eventId}/score-sheets/`,
  /** A judge's printable blank judging sheet for a category (ADR 034). */
  blankSheet: (eventId: number) => `/api/report/${eventId}/blank-sheet/`,
  topChoiceDownload: '/api/top-choice/download/',
  /** Websockets (query: event_id, token). */
  wsDashboard: '/ws/dashboard',
  wsLiveScore: '/ws/live-score',
  /** Public: the audience page of a vehicle by the id on its windscreen card. */
  audienceVehicle: (uniqueId: string) => `/api/attendee/vehicle/${encodeURIComponent(uniqueId)}/`,
  sendOtp: '/api/attendee/send-email-otp/',
  verifyOtp: '/api/attendee/verify-otp/',
  votes: '/api/attendee/attendee-vote/',
  vote: (id: number) => `/api/attendee/attendee-vote/${id}/`,
  /** Admin: the single votes behind the counts (e-mails masked), to void one. */
  voteList: '/api/attendee/attendee-vote/list/',
  gateEvents: '/api/gate/events/',
  gateVehicles: (eventId: number) => `/api/gate/${eventId}/vehicles/`,
  gateCheckIn: (eventId: number) => `/api/gate/${eventId}/check-in/`,
  gatePaid: (eventId: number) => `/api/gate/${eventId}/paid/`,
  awards: (eventId: number) => `/api/awards/${eventId}/`,
  awardsLink: (eventId: number) => `/api/awards/${eventId}/link/`,
  awardsShared: (token: string) => `/api/awards/shared/${token}/`,
  awardsPublish: (eventId: number) => `/api/awards/${eventId}/publish/`,
  awardsPublished: (eventId: number) => `/api/awards/${eventId}/published/`,
  gateStaff: '/api/gate/staff/',
  gateStaffMember: (id: number) => `/api/gate/staff/${id}/`,
} as const;

/** Header that asks a list endpoint for every row instead of a page (SPEC §7). */
export const REMOVE_PAGINATION_HEADER = 'blnRemovePagination';
