'use client';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Spin } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { bindIdCardBody, ID_CASE_STATUS, ID_SIDE_TEXT, REAL_NAME_VIEW, type IdCase } from '@/lib/api/contract/identity';
import { identityCalls, identityKeys } from '@/lib/api/identity';
import { formatTime } from '@/lib/china-time';
import { VERIFY_MSG } from '@/lib/messages';
import { toast } from '@/components/ui/feedback';
import IdImagePicker from './IdImagePicker';
import { useIdCase } from './RealName';
import { ID_IMAGE_MAX_MB } from './idImageCheck';
import styles from './Verification.module.scss';

type Values = { name: string; idCard: string };

/** The case once submitted: the masked name and number and where it stands. */
function CaseFacts({ current }: { current: IdCase }) {
  const info = useQuery({ queryKey: identityKeys.info, queryFn: () => identityCalls.info(browserApi) });
  return (
    <>
      <Alert type={current.status === ID_CASE_STATUS.verified ? 'success' : 'info'} showIcon title={REAL_NAME_VIEW[current.status].detail} />
      {info.data && (
        <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label={VERIFY_MSG.name}>{info.data.name}</Descriptions.Item>
          <Descriptions.Item label={VERIFY_MSG.idCard}>{info.data.idCard}</Descriptions.Item>
          {current.submittedAt && <Descriptions.Item label={VERIFY_MSG.submittedAt}>{formatTime(current.submittedAt)}</Descriptions.Item>}
        </Descriptions>
      )}
    </>
  );
}

/** Name, number and both photos; the photos go first (drafts), then the submission. */
function CaseForm({ current, onDone }: { current: IdCase; onDone: () => Promise<void> }) {
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(bindIdCardBody), defaultValues: { name: '', idCard: '' } });
  const err = formState.errors;
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    if ((!front && !current.front) || (!back && !current.back)) {
      setServerError(VERIFY_MSG.needImages);
      return;
    }
    try {
      if (front) await identityCalls.upload(browserApi, 'front', front);
      if (back) await identityCalls.upload(browserApi, 'back', back);
      await identityCalls.bind(browserApi, v.name, v.idCard);
      void toast.success(VERIFY_MSG.submitted);
      await onDone();
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
    }
  });
  const field = (name: keyof Values, label: string) => (
    <Form.Item label={label} required validateStatus={err[name] ? 'error' : undefined} help={err[name]?.message}>
      <Controller name={name} control={control} render={({ field: f }) => <Input aria-label={label} autoComplete="off" {...f} />} />
    </Form.Item>
  );
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
      {field('name', VERIFY_MSG.name)}
      {field('idCard', VERIFY_MSG.idCard)}
      <div className={styles.sides}>
        <IdImagePicker label={ID_SIDE_TEXT.front} file={front} uploaded={!!current.front} onPick={setFront} />
        <IdImagePicker label={ID_SIDE_TEXT.back} file={back} uploaded={!!current.back} onPick={setBack} />
      </div>
      <p className={styles.hint}>{VERIFY_MSG.imageRule(ID_IMAGE_MAX_MB)}</p>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      <Button type="primary" loading={formState.isSubmitting} onClick={() => void submit()}>
        {VERIFY_MSG.submit}
      </Button>
    </Form>
  );
}

/** /personalCenter: the real-name verification section (opened by ?needAuthentication=1); `initial`: the case the page read. */
export default function Verification({ initial }: { initial?: IdCase }) {
  const qc = useQueryClient();
  const current = useIdCase(initial);
  const refresh = () => qc.invalidateQueries({ queryKey: identityKeys.all });
  return (
    <section id="verification" className={styles.section} aria-labelledby="verification-title">
      <h2 id="verification-title">
        {VERIFY_MSG.title}
      </h2>
      <p className={styles.hint}>{VERIFY_MSG.intro}</p>
      {current.isLoading && <Spin />}
      {current.isError && <Alert type="error" showIcon title={VERIFY_MSG.loadFailed} />}
      {current.data && (current.data.status === ID_CASE_STATUS.pending || current.data.status === ID_CASE_STATUS.verified) && <CaseFacts current={current.data} />}
      {current.data && (current.data.status === ID_CASE_STATUS.none || current.data.status === ID_CASE_STATUS.rejected) && (
        <>
          {current.data.status === ID_CASE_STATUS.rejected && <Alert type="error" showIcon title={VERIFY_MSG.rejected(current.data.reason ?? '')} style={{ marginBottom: 12 }} />}
          <CaseForm current={current.data} onDone={refresh} />
        </>
      )}
    </section>
  );
}
