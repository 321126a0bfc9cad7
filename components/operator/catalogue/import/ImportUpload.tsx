'use client';

import { useId, useRef, useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { formatTime } from '@/lib/china-time';
import { catalogueImport, IMPORT_MAX_BYTES, IMPORT_PHASE_TEXT, IMPORT_STATUS_TEXT, type ImportJob } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { saveFile } from '@/lib/operator/save-file';
import { failureText, toastFailure } from '../refusals';
import { IMPORT_ACCEPT, importFileProblem, isActive } from './import-model';
import { useImportJobs, useStoreJob } from './queries';
import styles from '../desk.module.scss';

/** Step 1: pick a vendor's file (checked here by name and size, by content on the API), or open a recent job. */
export default function ImportUpload({ onJob }: { onJob: (id: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const store = useStoreJob();
  const jobs = useImportJobs();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    const refusal = importFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    const form = new FormData();
    form.set('file', file, file.name);
    setBusy(true);
    try {
      const job = await staffApi.call(catalogueImport.upload, { form });
      store(job);
      onJob(job.id);
    } catch (err) {
      setProblem(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      saveFile(await staffApi.file(catalogueImport.template), T.templateName);
    } catch (err) {
      toastFailure(err);
    }
  };

  return (
    <>
      <Card size="small" className={styles.section}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={IMPORT_ACCEPT}
              aria-label={T.fileLabel}
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void send(file);
              }}
            />
            <Button type="primary" loading={busy} onClick={() => input.current?.click()}>
              {busy ? T.uploading : T.pickFile}
            </Button>
            <Button onClick={() => void template()}>{T.template}</Button>
          </Space>
          <span className={styles.meta}>{T.fileHint(IMPORT_MAX_BYTES / 1024 / 1024)}</span>
          {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        </Space>
      </Card>
      <Card size="small" title={T.recentJobs}>
        <Table<ImportJob>
          rowKey="id"
          size="small"
          loading={jobs.isFetching}
          dataSource={jobs.data?.rows ?? []}
          pagination={false}
          locale={{ emptyText: T.noJobs }}
          columns={[
            { title: T.fileName, dataIndex: 'fileName', ellipsis: true },
            { title: T.rows, dataIndex: 'total', width: 90, align: 'right', render: (n: number | null) => n ?? '—' },
            { title: T.phase, dataIndex: 'phase', width: 80, render: (p: ImportJob['phase']) => IMPORT_PHASE_TEXT[p] },
            {
              title: T.status,
              dataIndex: 'status',
              width: 90,
              render: (s: ImportJob['status'], job) => <Tag color={isActive(job) ? 'processing' : s === 'failed' ? 'error' : s === 'done' ? 'success' : 'default'}>{IMPORT_STATUS_TEXT[s]}</Tag>,
            },
            { title: T.actor, dataIndex: 'actorName', width: 110 },
            { title: T.createdAt, dataIndex: 'createdAt', width: 140, render: (at: string) => formatTime(at, 'minute') },
            {
              title: '',
              key: 'open',
              width: 70,
              render: (_, job) => (
                <Button size="small" type="link" onClick={() => onJob(job.id)} aria-label={`${T.open} ${job.fileName}`}>
                  {T.open}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
