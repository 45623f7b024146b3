import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '@showgrid/shared/contract/audit';
import { callApi } from '../../../lib/api-client';

export interface AuditFilters {
  page: number;
  entity: string;
  user: string;
  /** ISO instants, or '' for none. */
  from: string;
  to: string;
}

/** GET /api/audit/ — one page of the trail, narrowed by the filters given. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit', filters],
    queryFn: () =>
      callApi(auditApi.list, {
        query: {
          page: filters.page,
          ...(filters.entity ? { strEntity: filters.entity } : {}),
          ...(filters.user.trim() ? { strUser: filters.user.trim() } : {}),
          ...(filters.from ? { dtFrom: filters.from } : {}),
          ...(filters.to ? { dtTo: filters.to } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
