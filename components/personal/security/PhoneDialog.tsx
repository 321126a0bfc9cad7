'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Steps } from 'antd';
import { ImageCodeField, MobileField, SmsCodeField } from '@/components/auth/CodeFields';
import { rejectionMessage } from '@/components/auth/failure';
import { toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { securityCalls } from '@/lib/api/security';
import { MSG, SECURITY_MSG } from '@/lib/messages';
import { mobileProblem } from '@/lib/validation';
import { newPhoneSchema, oldPhoneSchema, type NewPhoneValues, type OldPhoneValues } from './schemas';
import { useCodeSender } from './useCodeSender';
import styles from './security.module.scss';

/**
 * 更换手机号 in two steps: a code to the old number (with a picture code) proves the person holds it and
 * gives a ticket; then a code to the new number binds it. The API refuses a number of another account.
 */
export default function PhoneDialog({ maskedMobile, onClose, onDone }: { maskedMobile: string; onClose: () => void; onDone: () => void }) {
  const [ticket, setTicket] = useState<string | null>(null);
  return (
    <Modal open title={SECURITY_MSG.phoneChange} footer={null} onCancel={onClose} destroyOnHidden>
      <Steps size="small" current={ticket ? 1 : 0} items={[{ title: SECURITY_MSG.phoneStepOld }, { title: SECURITY_MSG.phoneStepNew }]} className={styles.steps} />
      {ticket ? <NewPhoneStep ticket={ticket} onDone={onDone} /> : <OldPhoneStep maskedMobile={maskedMobile} onVerified={setTicket} />}
    </Modal>
  );
}

function OldPhoneStep({ maskedMobile, onVerified }: { maskedMobile: string; onVerified: (ticket: string) => void }) {
  const { control, handleSubmit, setValue, formState } = useForm<OldPhoneValues>({ resolver: zodResolver(oldPhoneSchema), defaultValues: { imgCode: '', msgCode: '' } });
  const imgCode = useWatch({ control, name: 'imgCode' });
  const sms = useCodeSender({
    picture: true,
    imgCode,
    clearImgCode: () => setValue('imgCode', ''),
    targetProblem: null,
    send: (pic) => securityCalls.phoneOldCode(browserApi, pic!),
    sentMessage: MSG.smsSent,
  });
  const submit = handleSubmit(async (v) => {
    try {
      onVerified((await securityCalls.phoneVerifyOld(browserApi, v.msgCode)).ticket);
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={SECURITY_MSG.phoneStepOld}>
      <Alert type="info" showIcon title={SECURITY_MSG.phoneOldNote(maskedMobile)} className={styles.note} />
      <ImageCodeField control={control} captcha={sms.captcha} sms={sms} />
      <SmsCodeField control={control} sms={sms} />
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        {SECURITY_MSG.next}
      </Button>
    </form>
  );
}

function NewPhoneStep({ ticket, onDone }: { ticket: string; onDone: () => void }) {
  const { control, handleSubmit, setValue, formState } = useForm<NewPhoneValues>({ resolver: zodResolver(newPhoneSchema), defaultValues: { mobile: '', imgCode: '', msgCode: '' } });
  const [mobile, imgCode] = useWatch({ control, name: ['mobile', 'imgCode'] });
  const sms = useCodeSender({
    picture: true,
    imgCode,
    clearImgCode: () => setValue('imgCode', ''),
    targetProblem: mobileProblem(mobile.trim()),
    send: (pic) => securityCalls.phoneNewCode(browserApi, { ticket, mobile: mobile.trim(), ...pic! }),
    sentMessage: MSG.smsSent,
  });
  const submit = handleSubmit(async (v) => {
    try {
      await securityCalls.phoneChange(browserApi, { ticket, mobile: v.mobile, msgCode: v.msgCode });
    } catch (err) {
      const text = rejectionMessage(err);
      if (text) void toast.error(text);
      return;
    }
    void toast.success(SECURITY_MSG.phoneChanged);
    onDone();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={SECURITY_MSG.phoneStepNew}>
      <MobileField control={control} sms={sms} />
      <ImageCodeField control={control} captcha={sms.captcha} sms={sms} />
      <SmsCodeField control={control} sms={sms} />
      <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
        {SECURITY_MSG.submit}
      </Button>
    </form>
  );
}
