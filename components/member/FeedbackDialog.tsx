'use client';

import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import AntdScope from '@/components/ui/AntdScope';
import { toast } from '@/components/ui/feedback';
import { browserApi } from '@/lib/api/browser';
import { suggestBody, type HostedImage } from '@/lib/api/contract/member';
import { memberCalls } from '@/lib/api/member';
import { FEEDBACK_MAX_IMAGES } from '@/lib/constants';
import { AFTER_SALE_MSG, MEMBER_MSG as M } from '@/lib/messages';
import { FEEDBACK_MSG } from '@/lib/validation';
import { FEEDBACK_IMAGE_ACCEPT, FEEDBACK_MAX_MB, feedbackImageProblem } from './feedbackImage';
import styles from './feedback.module.scss';

const formSchema = suggestBody.omit({ files: true });
type Values = { content: string; name: string; phone: string };
type Picked = HostedImage & { preview: string };

/**
 * 问题反馈 (SPEC §2 chrome, §5 rules): content, name, mobile and up to three images. Each picked image is
 * checked here (type by its first bytes, size, count — the §5 messages), then sent to the generic upload
 * (scene feedback); the server checks again. A failed check also shows 请检查必填信息 above the form.
 */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [images, setImages] = useState<Picked[]>([]);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const previews = useRef<string[]>([]);
  const { control, handleSubmit, formState, reset } = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: { content: '', name: '', phone: '' } });
  const err = formState.errors;

  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const pick = async (files: File[]) => {
    setImageProblem(null);
    let count = images.length;
    for (const file of files) {
      const why = await feedbackImageProblem(file, count);
      if (why) {
        setImageProblem(why);
        return;
      }
      setUploading(true);
      try {
        const uploaded = await memberCalls.uploadImage(browserApi, file, 'feedback');
        const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
        previews.current.push(preview);
        count += 1;
        setImages((prev) => [...prev, { ...uploaded, preview }]);
      } catch (e) {
        setImageProblem(e instanceof Error ? e.message : String(e));
        return;
      } finally {
        setUploading(false);
      }
    }
  };

  const submit = handleSubmit(
    async (v) => {
      setFormProblem(null);
      try {
        await memberCalls.suggest(browserApi, { ...v, files: images.map(({ fid, url }) => ({ fid, url })) });
      } catch (e) {
        setFormProblem(e instanceof Error ? e.message : String(e));
        return;
      }
      void toast.success(FEEDBACK_MSG.thanks);
      reset();
      setImages([]);
      onClose();
    },
    () => setFormProblem(FEEDBACK_MSG.checkRequired),
  );

  const field = (name: keyof Values, label: string, input: (f: { value: string; onChange: (v: string) => void; onBlur: () => void }) => React.ReactNode) => (
    <Form.Item label={label} required validateStatus={err[name] ? 'error' : undefined} help={err[name]?.message}>
      <Controller name={name} control={control} render={({ field: f }) => <>{input({ value: f.value, onChange: f.onChange, onBlur: f.onBlur })}</>} />
    </Form.Item>
  );

  return (
    <AntdScope>
      <Modal open={open} title={M.feedbackTitle} onCancel={onClose} footer={null} destroyOnHidden>
        {formProblem && <Alert type="error" showIcon title={formProblem} style={{ marginBottom: 12 }} />}
        <Form layout="vertical" component="div">
          {field('content', M.feedbackContent, (f) => (
            <Input.TextArea aria-label={M.feedbackContent} placeholder={M.feedbackContentPlaceholder} rows={4} maxLength={500} value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur} />
          ))}
          {field('name', M.feedbackName, (f) => (
            <Input aria-label={M.feedbackName} autoComplete="name" value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur} />
          ))}
          {field('phone', M.feedbackPhone, (f) => (
            <Input aria-label={M.feedbackPhone} autoComplete="tel" inputMode="numeric" maxLength={11} value={f.value} onChange={(e) => f.onChange(e.target.value)} onBlur={f.onBlur} />
          ))}
          <Form.Item label={M.feedbackImages} help={AFTER_SALE_MSG.imagesRule(FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_MB)}>
            <input
              type="file"
              multiple
              aria-label={AFTER_SALE_MSG.addImage}
              accept={FEEDBACK_IMAGE_ACCEPT}
              disabled={uploading || images.length >= FEEDBACK_MAX_IMAGES}
              onChange={(e) => {
                void pick(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
          </Form.Item>
          {uploading && <Spin size="small" aria-label={M.feedbackUploading} />}
          {imageProblem && <Alert type="error" showIcon title={imageProblem} style={{ marginBottom: 12 }} />}
          {images.length > 0 && (
            <ul className={styles.images}>
              {images.map((img) => (
                <li key={img.fid} className={styles.image}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) of the picked file */}
                  <img src={img.preview} alt={img.name} width={72} height={72} />
                  <Button size="small" type="link" aria-label={AFTER_SALE_MSG.removeImage(img.name)} onClick={() => setImages((prev) => prev.filter((i) => i.fid !== img.fid))}>
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button type="primary" block loading={formState.isSubmitting} disabled={uploading} onClick={() => void submit()}>
            {M.feedbackSubmit}
          </Button>
        </Form>
      </Modal>
    </AntdScope>
  );
}
