'use client';

import { Alert, Button, Card, Space } from 'antd';
import { confirm } from '@/components/ui/feedback';
import { catalogueImport, type ImportJob } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { toastFailure } from '../refusals';
import ImportCounts from './ImportCounts';
import { rowsToWrite } from './import-model';
import ImportProblems from './ImportProblems';
import { useStoreJob } from './queries';
import styles from '../desk.module.scss';

/** Step 3 before the import: what the dry run found (nothing written yet), its problems, then 开始导入. */
export function CheckResult({ job, onEditMapping }: { job: ImportJob; onEditMapping: () => void }) {
  const store = useStoreJob();
  const rows = rowsToWrite(job);
  const apply = () =>
    confirm({
      title: T.startApply,
      content: T.applyConfirm(rows),
      onOk: async () => {
        try {
          store(await staffApi.call(catalogueImport.apply, { params: { id: job.id }, body: {} }));
        } catch (err) {
          toastFailure(err);
        }
      },
    });
  return (
    <>
      <Card
        size="small"
        title={`${T.checkResult}：${job.fileName}`}
        className={styles.section}
        extra={
          <Space>
            <Button onClick={onEditMapping}>{T.editMapping}</Button>
            {job.status === 'done' && (
              <Button type="primary" disabled={rows === 0} onClick={apply}>
                {T.startApply}
              </Button>
            )}
          </Space>
        }
      >
        {job.status === 'failed' && <Alert type="error" showIcon title={T.checkFailed(job.error ?? '')} className={styles.section} />}
        {job.status === 'cancelled' && <Alert type="warning" showIcon title={T.checkCancelled} className={styles.section} />}
        {job.status === 'done' && rows === 0 && <Alert type="info" showIcon title={job.counts.refused ? T.applyNothing : T.applyUnneeded} className={styles.section} />}
        <ImportCounts counts={job.counts} dryRun />
      </Card>
      <ImportProblems job={job} phase="check" />
    </>
  );
}

/** Step 5: what the import did (or did before it was cancelled or failed), and the rows it refused. */
export function ImportSummary({ job, onNew }: { job: ImportJob; onNew: () => void }) {
  return (
    <>
      <Card
        size="small"
        title={`${T.summary}：${job.fileName}`}
        className={styles.section}
        extra={
          <Button type="primary" onClick={onNew}>
            {T.newImport}
          </Button>
        }
      >
        {job.status === 'cancelled' && <Alert type="warning" showIcon title={T.summaryCancelled} className={styles.section} />}
        {job.status === 'failed' && <Alert type="error" showIcon role="alert" title={T.summaryFailed(job.error ?? '')} className={styles.section} />}
        <ImportCounts counts={job.counts} dryRun={false} />
      </Card>
      <ImportProblems job={job} phase="apply" />
    </>
  );
}
