'use client';

import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { z } from 'zod';
import { toast } from '@/components/ui/feedback';
import { brandSaveBody, catalogueDesk, DESK_MSG, type deskBrandSchema } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import Field, { FieldErrorsContext, type FieldErrors } from './Field';
import { issuesToErrors } from './issues';
import { useDeskRefs, useRefreshRefs } from './queries';
import { failureText } from './refusals';
import styles from './desk.module.scss';

type Brand = z.infer<typeof deskBrandSchema>;
type BrandForm = z.input<typeof brandSaveBody>;

function BrandDrawer({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const refresh = useRefreshRefs();
  const [form] = Form.useForm<BrandForm>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = brandSaveBody.safeParse(form.getFieldsValue(true));
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      if (brand) await staffApi.call(catalogueDesk.brandUpdate, { params: { id: brand.id }, body: parsed.data });
      else await staffApi.call(catalogueDesk.brandCreate, { body: parsed.data });
      refresh();
      void toast.success(T.saved);
      onClose();
    } catch (err) {
      const message = failureText(err);
      if (message === DESK_MSG.brandTaken) setErrors({ name: message });
      else setProblem(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      title={brand ? `${T.editBrand} ${brand.name}` : T.addBrand}
      size={480}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {T.save}
          </Button>
        </Space>
      }
    >
      {problem && <Alert type="error" showIcon title={problem} className={styles.section} />}
      <FieldErrorsContext.Provider value={errors}>
        <Form<BrandForm>
          form={form}
          layout="vertical"
          aria-label={brand ? T.editBrand : T.addBrand}
          initialValues={brand ? { name: brand.name, nameEn: brand.nameEn, country: brand.country, story: brand.story, sort: brand.sort } : { sort: 0 }}
          onValuesChange={(changed) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in changed))))}
        >
          <Field name="name" label={T.brandName}>
            <Input maxLength={50} />
          </Field>
          <Field name="nameEn" label={T.brandNameEn}>
            <Input maxLength={100} />
          </Field>
          <Field name="country" label={T.country}>
            <Input maxLength={30} />
          </Field>
          <Field name="sort" label={T.sort} extra={T.sortHint}>
            <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
          </Field>
          <Field name="story" label={T.story}>
            <Input.TextArea rows={6} maxLength={2000} showCount />
          </Field>
        </Form>
      </FieldErrorsContext.Provider>
    </Drawer>
  );
}

/** 品牌: every brand with its product count; created and edited in a drawer. */
export default function BrandDesk() {
  const refs = useDeskRefs();
  const [editing, setEditing] = useState<{ brand: Brand | null } | null>(null);
  const brands = [...(refs.data?.brands ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const columns: ColumnsType<Brand> = [
    { title: T.brandName, dataIndex: 'name', render: (v: string) => <strong>{v}</strong> },
    { title: T.brandNameEn, dataIndex: 'nameEn' },
    { title: T.country, dataIndex: 'country', width: 140 },
    { title: T.sort, dataIndex: 'sort', width: 80, align: 'right' },
    { title: T.productCount, dataIndex: 'productCount', width: 90, align: 'right' },
    {
      title: T.actions,
      key: 'actions',
      width: 80,
      render: (_, brand) => (
        <Button size="small" type="link" onClick={() => setEditing({ brand })} aria-label={`${T.edit} ${brand.name}`}>
          {T.edit}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.grow} />
        <Button type="primary" onClick={() => setEditing({ brand: null })}>
          {T.addBrand}
        </Button>
      </div>
      {refs.isError && <Alert type="error" showIcon title={refs.error.message || T.loadFailed} className={styles.section} />}
      <Table<Brand> rowKey="id" size="small" columns={columns} dataSource={brands} loading={refs.isPending} pagination={false} locale={{ emptyText: T.noBrands }} />
      {editing && <BrandDrawer brand={editing.brand} onClose={() => setEditing(null)} />}
    </>
  );
}
