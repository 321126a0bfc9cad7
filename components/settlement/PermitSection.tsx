'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Input, Spin, Tag } from 'antd';
import { browserApi } from '@/lib/api/browser';
import type { Settlement } from '@/lib/api/contract/order';
import { controlledCalls } from '@/lib/api/controlled';
import { PERMIT_MAX_BYTES, USE_STATEMENT_MAX } from '@/lib/constants';
import { PERMIT_UI_MSG } from '@/lib/messages';
import styles from './settlement.module.scss';

export interface PermitChoice {
  permitId: number | null;
  fileName: string | null;
  useStatement: string;
}
export const emptyPermit: PermitChoice = { permitId: null, fileName: null, useStatement: '' };

const MAX_MB = PERMIT_MAX_BYTES / 1024 / 1024;
const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** The browser's first look at a permit, by its first bytes (PNG, JPEG or %PDF) and size; the server checks it again. */
async function permitProblem(file: File): Promise<string | null> {
  if (file.size === 0) return PERMIT_UI_MSG.permitBadType;
  if (file.size > PERMIT_MAX_BYTES) return PERMIT_UI_MSG.permitTooBig(MAX_MB);
  const h = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const png = h[0] === 0x89 && h[1] === 0x50 && h[2] === 0x4e && h[3] === 0x47;
  const jpeg = h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff;
  const pdf = String.fromCharCode(...h) === '%PDF-';
  return png || jpeg || pdf ? null : PERMIT_UI_MSG.permitBadType;
}

/** 管制品购买资质: the marked lines, and for 易制毒 / 易制爆 the permit upload and the use statement. */
export default function PermitSection({ controls, value, onChange }: { controls: Settlement['controls']; value: PermitChoice; onChange: (v: PermitChoice) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => controlledCalls.uploadPermit(browserApi, file),
    onSuccess: (p) => onChange({ ...value, permitId: p.id, fileName: p.name }),
    onError: (e) => setProblem(e.message),
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await permitProblem(file);
    setProblem(refusal);
    if (!refusal) upload.mutate(file);
  };
  return (
    <div>
      <p className={styles.hint}>{PERMIT_UI_MSG.intro}</p>
      <ul aria-label={PERMIT_UI_MSG.section}>
        {controls.lines.map((l) => (
          <li key={l.skuId}>
            {l.name}{' '}
            {l.marks.map((m) => (
              <Tag key={m} color={l.permit ? 'red' : 'orange'}>
                {m}
              </Tag>
            ))}
          </li>
        ))}
      </ul>
      {controls.permitRequired && (
        <>
          <label>
            <span>{PERMIT_UI_MSG.permit}</span>{' '}
            <input
              type="file"
              aria-label={PERMIT_UI_MSG.permit}
              accept={ACCEPT}
              disabled={upload.isPending}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {upload.isPending && <Spin size="small" />}
          <p className={styles.hint}>{value.fileName ? PERMIT_UI_MSG.uploaded(value.fileName) : PERMIT_UI_MSG.permitRule(MAX_MB)}</p>
          {problem && <Alert type="error" showIcon title={problem} />}
          <Input.TextArea
            aria-label={PERMIT_UI_MSG.use}
            value={value.useStatement}
            onChange={(e) => onChange({ ...value, useStatement: e.target.value })}
            maxLength={USE_STATEMENT_MAX}
            showCount
            rows={2}
            placeholder={PERMIT_UI_MSG.usePlaceholder}
          />
        </>
      )}
    </div>
  );
}
