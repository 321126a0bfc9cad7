'use client';

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { catalogueImport, type ImportJob, type ImportPhase, type ImportProblem } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { saveFile } from '@/lib/operator/save-file';
import { toastFailure } from '../refusals';
import { importKeys } from './queries';
import styles from '../desk.module.scss';

const PAGE_SIZE = 50;

/** The rows with a problem in one phase, a page at a time, and the whole list as an XLSX to fix the file with. */
export default function ImportProblems({ job, phase }: { job: ImportJob; phase: ImportPhase }) {
  const [pageNo, setPageNo] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const problems = useQuery({
    // The status is in the key: a phase that finished is read again.
    queryKey: [...importKeys.problems(job.id), phase, job.status, pageNo],
    queryFn: () => staffApi.page(catalogueImport.problems, { params: { id: job.id }, query: { phase }, pageNo, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await staffApi.file(catalogueImport.report, { params: { id: job.id }, query: { phase } }), T.reportName(job.fileName));
    } catch (err) {
      toastFailure(err);
    } finally {
      setDownloading(false);
    }
  };
  const total = problems.data?.totalCount ?? 0;
  return (
    <Card
      size="small"
      title={`${T.problems}（${total}）`}
      className={styles.section}
      extra={
        <Button size="small" onClick={() => void download()} loading={downloading} disabled={total === 0}>
          {T.downloadReport}
        </Button>
      }
    >
      <Table<ImportProblem>
        rowKey={(p) => `${p.rowNo}-${p.field}-${p.message}`}
        size="small"
        loading={problems.isFetching}
        dataSource={problems.data?.rows ?? []}
        locale={{ emptyText: T.problemsNone }}
        columns={[
          { title: T.rowNo, dataIndex: 'rowNo', width: 80, align: 'right' },
          { title: T.code, dataIndex: 'code', width: 140, render: (c: string) => <span className={styles.mono}>{c || '—'}</span> },
          { title: T.field, dataIndex: 'fieldText', width: 240 },
          { title: T.problem, dataIndex: 'message' },
        ]}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: T.total, onChange: setPageNo, hideOnSinglePage: true }}
      />
    </Card>
  );
}
