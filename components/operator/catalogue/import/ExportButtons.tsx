'use client';

import { useState } from 'react';
import { Button, Space } from 'antd';
import { catalogueImport } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { saveFile } from '@/lib/operator/save-file';
import { toastFailure } from '../refusals';

const EXPORTS = [
  { key: 'sdf', ep: catalogueImport.exportSdf, label: T.exportSdf, ext: 'sdf' },
  { key: 'xlsx', ep: catalogueImport.exportXlsx, label: T.exportXlsx, ext: 'xlsx' },
] as const;

/** The whole catalogue as an SDF or an XLSX (the same columns the import reads). */
export default function ExportButtons() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async ({ key, ep, ext }: (typeof EXPORTS)[number]) => {
    setBusy(key);
    try {
      saveFile(await staffApi.file(ep), T.exportName(ext));
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space>
      {EXPORTS.map((e) => (
        <Button key={e.key} loading={busy === e.key} disabled={busy !== null && busy !== e.key} onClick={() => void run(e)}>
          {e.label}
        </Button>
      ))}
    </Space>
  );
}
