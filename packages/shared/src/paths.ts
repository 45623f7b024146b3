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
} as const;

export const API = {
  base: '/api',
  health: '/api/health',
  token: '/api/auth/token/',
  tokenRefresh: '/api/auth/token/refresh/',
  logout: '/api/auth/logout/',
  me: '/api/auth/me/',
  judge: (id: number) => `/api/judges/${id}/`,
  audit: '/api/audit/',
} as const;

/** Header that asks a list endpoint for every row instead of a page (SPEC §7). */
export const REMOVE_PAGINATION_HEADER = 'blnRemovePagination';
