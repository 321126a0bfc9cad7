'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Select } from 'antd';
import { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { certificationBody, ORG_CORP_TYPES, ORG_OTHER_FILES_MAX, type OrgDetail } from '@/lib/api/contract/org';
import { orgCalls } from '@/lib/api/org';
import { ORG_UI_MSG } from '@/lib/messages';
import { ORG_FILE_ACCEPT, ORG_FILE_MAX_MB, orgFileProblem } from './orgFileCheck';

const formSchema = certificationBody.omit({ licenseFileId: true, otherFileIds: true });
type Values = z.input<typeof formSchema>;

/**
 * The certification form: company facts (the credit code checked by its GB 32100 check character, as the
 * server does), the licence and other proofs. A refused certification (`previous`) is corrected and resubmitted.
 */
export default function CertifyForm({ previous, onDone }: { previous: OrgDetail | null; onDone: () => Promise<void> }) {
  const [license, setLicense] = useState<File | null>(null);
  const [others, setOthers] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: previous
      ? { name: previous.name, creditCode: previous.creditCode, legalRepresentative: previous.legalRepresentative, corpType: previous.corpType as Values['corpType'] }
      : { name: '', creditCode: '', legalRepresentative: '' },
  });
  const err = formState.errors;
  const oldLicense = previous?.files.find((f) => f.kind === 'license') ?? null;
  const pick = async (files: FileList | null, kind: 'license' | 'other') => {
    const list = [...(files ?? [])];
    for (const f of list) {
      const refusal = await orgFileProblem(f);
      if (refusal) return setProblem(refusal);
    }
    setProblem(null);
    if (kind === 'license') setLicense(list[0] ?? null);
    else setOthers(list.slice(0, ORG_OTHER_FILES_MAX));
  };
  const submit = handleSubmit(async (v) => {
    setProblem(null);
    if (!license && !oldLicense) return setProblem(ORG_UI_MSG.pickLicense);
    try {
      const licenseFileId = license ? (await orgCalls.upload(browserApi, 'license', license)).id : oldLicense!.id;
      const otherFileIds = [];
      for (const f of others) otherFileIds.push((await orgCalls.upload(browserApi, 'other', f)).id);
      if (!others.length && previous) otherFileIds.push(...previous.files.filter((f) => f.kind === 'other').map((f) => f.id));
      const body = { ...v, licenseFileId, otherFileIds };
      await (previous ? orgCalls.improve(browserApi, body) : orgCalls.certify(browserApi, body));
      await onDone();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  });
  const text = (name: 'name' | 'creditCode' | 'legalRepresentative', label: string) => (
    <Form.Item label={label} required validateStatus={err[name] ? 'error' : undefined} help={err[name]?.message}>
      <Controller name={name} control={control} render={({ field }) => <Input aria-label={label} autoComplete="off" {...field} />} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
      {text('name', ORG_UI_MSG.name)}
      {text('creditCode', ORG_UI_MSG.creditCode)}
      {text('legalRepresentative', ORG_UI_MSG.legalRepresentative)}
      <Form.Item label={ORG_UI_MSG.corpType} required validateStatus={err.corpType ? 'error' : undefined} help={err.corpType?.message}>
        <Controller
          name="corpType"
          control={control}
          render={({ field }) => <Select aria-label={ORG_UI_MSG.corpType} value={field.value} onChange={field.onChange} options={ORG_CORP_TYPES.map(({ value, label }) => ({ value, label }))} />}
        />
      </Form.Item>
      <Form.Item label={ORG_UI_MSG.license} required extra={oldLicense && !license ? oldLicense.name : undefined}>
        <input type="file" aria-label={ORG_UI_MSG.license} accept={ORG_FILE_ACCEPT} onChange={(e) => void pick(e.target.files, 'license')} />
      </Form.Item>
      <Form.Item label={ORG_UI_MSG.others} extra={ORG_UI_MSG.fileRule(ORG_FILE_MAX_MB, ORG_OTHER_FILES_MAX)}>
        <input type="file" multiple aria-label={ORG_UI_MSG.others} accept={ORG_FILE_ACCEPT} onChange={(e) => void pick(e.target.files, 'other')} />
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Button type="primary" loading={formState.isSubmitting} onClick={() => void submit()}>
        {previous ? ORG_UI_MSG.resubmit : ORG_UI_MSG.submit}
      </Button>
    </Form>
  );
}
