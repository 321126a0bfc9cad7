'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Button, Result, Skeleton, Steps } from 'antd';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import ImportMapping from './ImportMapping';
import ImportProgress from './ImportProgress';
import { CheckResult, ImportSummary } from './ImportResult';
import ImportUpload from './ImportUpload';
import { isActive, stepOf } from './import-model';
import { useImportJob, useImportJobs } from './queries';
import styles from '../desk.module.scss';

const STEPS = [T.stepUpload, T.stepMapping, T.stepCheck, T.stepApply, T.stepDone].map((title) => ({ title }));

/**
 * 导入: upload → column mapping → dry run with its problems → import with progress → summary. The job is in the
 * URL (?job=), and a page opened without one goes to the job that is queued or running, so a reload or another
 * tab finds the import where it is.
 */
export default function ImportDesk() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const raw = Number(params.get('job'));
  const jobId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (id: number | null) => router.replace(id === null ? pathname : `${pathname}?job=${id}`, { scroll: false });

  // Read only while no job is open: a page on a job reads that job alone.
  const jobs = useImportJobs(jobId === null);
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || !jobs.data) return;
    looked.current = true;
    const running = jobs.data.rows.find(isActive);
    if (jobId === null && running) router.replace(`${pathname}?job=${running.id}`, { scroll: false });
  }, [jobs.data, jobId, pathname, router]);

  const job = useImportJob(jobId);
  const [editing, setEditing] = useState<number | null>(null);
  const current = job.data ? stepOf(job.data) : 0;

  let body;
  if (jobId === null) body = <ImportUpload onJob={open} />;
  else if (job.isError)
    body = (
      <Result
        status="warning"
        title={job.error.message || T.jobGone}
        extra={
          <Button type="primary" onClick={() => open(null)}>
            {T.newImport}
          </Button>
        }
      />
    );
  else if (!job.data) body = <Skeleton active />;
  else if (isActive(job.data)) body = <ImportProgress job={job.data} />;
  else if (current === 1 || editing === job.data.id) body = <ImportMapping key={job.data.id} job={job.data} onChecked={() => setEditing(null)} onCancel={current === 1 ? undefined : () => setEditing(null)} />;
  else if (current === 2) body = <CheckResult job={job.data} onEditMapping={() => setEditing(job.data.id)} />;
  else body = <ImportSummary job={job.data} onNew={() => open(null)} />;

  return (
    <>
      <Steps size="small" current={current} items={STEPS} className={styles.steps} />
      {body}
    </>
  );
}
