'use client';

import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table, Tag } from 'antd';
import { catalogueImport, IMPORT_FIELD_TEXT, IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS, type ImportField, type ImportJob, type ImportMapping as Mapping } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { failureText } from '../refusals';
import { mappingProblem } from './import-model';
import { useStoreJob } from './queries';
import styles from '../desk.module.scss';

interface Props {
  job: ImportJob;
  /** The dry run started. */
  onChecked: () => void;
  /** Back to the dry run's result without checking again (only when there is one). */
  onCancel?: () => void;
}

/** Step 2: which column gives each field — the API's guess first, editable — then the dry run (nothing written). */
export default function ImportMapping({ job, onChecked, onCancel }: Props) {
  const store = useStoreJob();
  const [mapping, setMapping] = useState<Mapping>(() => ({ ...(job.mapping ?? job.suggested) }));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = job.columns.map((c) => ({ value: c, label: c }));

  const check = async () => {
    const missing = mappingProblem(mapping);
    setProblem(missing);
    if (missing) return;
    setBusy(true);
    try {
      store(await staffApi.call(catalogueImport.check, { params: { id: job.id }, body: { mapping } }));
      onChecked();
    } catch (err) {
      setProblem(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={T.stepMapping} extra={job.encoding && <span className={styles.meta}>{T.encoding(job.encoding)}</span>}>
      <p className={styles.meta}>{T.mappingIntro(job.fileName, job.columns.length)}</p>
      <Table<{ field: ImportField }>
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={IMPORT_FIELDS.map((field) => ({ field }))}
        columns={[
          {
            title: T.field,
            dataIndex: 'field',
            width: 320,
            render: (f: ImportField) => (
              <>
                {IMPORT_FIELD_TEXT[f]} {REQUIRED_IMPORT_FIELDS.includes(f) && <Tag color="red">{T.required}</Tag>}
              </>
            ),
          },
          {
            title: T.column,
            key: 'column',
            render: (_, { field }) => (
              <Select<string>
                aria-label={IMPORT_FIELD_TEXT[field]}
                style={{ width: 320 }}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={T.notMapped}
                value={mapping[field]}
                options={columns}
                status={problem && REQUIRED_IMPORT_FIELDS.includes(field) && !mapping[field] ? 'error' : undefined}
                onChange={(column) => setMapping((m) => ({ ...m, [field]: column || undefined }))}
              />
            ),
          },
        ]}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
      <div className={styles.actions}>
        <Space>
          {onCancel && <Button onClick={onCancel}>{T.backToResult}</Button>}
          <Button type="primary" loading={busy} onClick={() => void check()}>
            {T.startCheck}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
