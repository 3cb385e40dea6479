import { ACCOUNT_DATA_API, type DataExport, type LatestExportResponse } from '@la-meute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { accountDataKeys } from './query-keys';

export function requestExport(): Promise<DataExport> {
  return callApi(ACCOUNT_DATA_API.requestExport);
}

/** 'Exporter mes données': the answer is the pending export, which the status query then polls. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: (dataExport) => queryClient.setQueryData<LatestExportResponse>(accountDataKeys.latestExport(), { export: dataExport }),
  });
}
