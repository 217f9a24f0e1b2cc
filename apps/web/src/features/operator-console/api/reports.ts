import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export type ReportQueue = ActionResponse<'adminReports'>;
export type QueueRow = ReportQueue['list'][number];
export type ReportView = ActionInput<'adminReports'>;
export type ReportDetail = ActionResponse<'adminReport'>;

export const reportQueueQueryOptions = (view: ReportView) =>
  queryOptions({
    queryKey: consoleKeys.list(view),
    queryFn: () => callActionOrThrow('adminReports', view),
    meta: { reads: ['adminReports'] },
  });

/** The queue of reports in one view (open, one state, all; optionally the caller's only). */
export function useReportQueue(view: ReportView) {
  return useQuery(reportQueueQueryOptions(view));
}

export function useReport(id: number) {
  return useQuery({
    queryKey: consoleKeys.detail(id),
    queryFn: () => callActionOrThrow('adminReport', { id }),
    meta: { reads: ['adminReport'] },
  });
}

/** After a report changes: the queue's views and the report itself are read again. */
function useAfterReportChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.details() }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.audit() }),
    ]);
}

export function useMoveReport() {
  const afterChange = useAfterReportChange();
  return useMutation({
    mutationFn: (input: ActionInput<'adminReportTransition'>) =>
      callActionOrThrow('adminReportTransition', input),
    onSuccess: afterChange,
  });
}

export function useAssignReport() {
  const afterChange = useAfterReportChange();
  return useMutation({
    mutationFn: (input: ActionInput<'adminReportAssign'>) =>
      callActionOrThrow('adminReportAssign', input),
    onSuccess: afterChange,
  });
}

export function useAddReportNote() {
  const afterChange = useAfterReportChange();
  return useMutation({
    mutationFn: (input: ActionInput<'adminReportNote'>) =>
      callActionOrThrow('adminReportNote', input),
    onSuccess: afterChange,
  });
}

export function useReplyToReporter() {
  const afterChange = useAfterReportChange();
  return useMutation({
    mutationFn: (input: ActionInput<'adminReportReply'>) =>
      callActionOrThrow('adminReportReply', input),
    onSuccess: afterChange,
  });
}
