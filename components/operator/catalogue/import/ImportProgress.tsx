'use client';

import { Button, Card, Progress, Space } from 'antd';
import { confirm } from '@/components/ui/feedback';
import { catalogueImport, type ImportJob } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { toastFailure } from '../refusals';
import { percentOf } from './import-model';
import { useStoreJob } from './queries';
import styles from '../desk.module.scss';

/** A queued or running phase: done / total, rows per second and time left as the API measures them, and 取消. */
export default function ImportProgress({ job }: { job: ImportJob }) {
  const store = useStoreJob();
  const applying = job.phase === 'apply';
  const cancel = () =>
    confirm({
      title: applying ? T.cancel : T.cancelCheck,
      content: applying ? T.cancelConfirm : T.cancelCheckConfirm,
      onOk: async () => {
        try {
          store(await staffApi.call(catalogueImport.cancel, { params: { id: job.id }, body: {} }));
        } catch (err) {
          toastFailure(err);
        }
      },
    });
  const facts = [
    T.progress(job.done, job.total),
    ...(job.rate !== null ? [T.rate(job.rate)] : []),
    ...(job.secondsLeft !== null ? [T.timeLeft(job.secondsLeft)] : []),
  ];
  return (
    <Card size="small" title={`${applying ? T.applying : T.checking}：${job.fileName}`}>
      <Progress percent={percentOf(job)} status="active" aria-label={applying ? T.applying : T.checking} />
      <div className={styles.header} role="status" aria-live="polite">
        <span data-testid="import-progress">{job.status === 'queued' ? T.queued(job.queuePosition ?? 0) : facts.join(' · ')}</span>
        <Space>
          {job.cancelRequested ? (
            <span className={styles.meta}>{T.cancelRequested}</span>
          ) : (
            <Button danger onClick={cancel}>
              {applying ? T.cancel : T.cancelCheck}
            </Button>
          )}
        </Space>
      </div>
    </Card>
  );
}
