'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueImport, type ImportJob } from '@/lib/api/contract/catalogue-import';
import { staffApi } from '@/lib/operator/client';
import { isActive } from './import-model';

export const importKeys = {
  jobs: ['catalogue-import', 'jobs'] as const,
  job: (id: number) => ['catalogue-import', 'job', id] as const,
  problems: (id: number) => ['catalogue-import', 'problems', id] as const,
};

/** How often a queued or running job is read again. */
export const POLL_MS = 1000;

/** One job, read every second while it is queued or running. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: importKeys.job(id ?? 0),
    queryFn: () => staffApi.call(catalogueImport.jobDetail, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? POLL_MS : false),
  });
}

/** The latest jobs (the first page): the screen finds a running one on load and lists the rest. */
export function useImportJobs(enabled = true) {
  return useQuery({ queryKey: importKeys.jobs, queryFn: () => staffApi.page(catalogueImport.jobList, { pageNo: 1, pageSize: 10 }), staleTime: 0, enabled });
}

/** A call's answer is the job as it stands now. */
export function useStoreJob() {
  const client = useQueryClient();
  return (job: ImportJob) => {
    client.setQueryData(importKeys.job(job.id), job);
    void client.invalidateQueries({ queryKey: importKeys.jobs });
    void client.invalidateQueries({ queryKey: importKeys.problems(job.id) });
  };
}
