'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Alert, Button, Form, Space, Tabs, Tag } from 'antd';
import { formatTime } from '@/lib/china-time';
import { toast } from '@/components/ui/feedback';
import { catalogueDesk, type DeskProduct } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { categoryIdPath, type DeskCategory } from './categories';
import ConflictList from './ConflictList';
import type { FieldErrors } from './Field';
import { deskPaths } from './paths';
import { checkDraft, emptyProductForm, mergeForm, toFormValues, type Merge, type ProductField, type ProductFormValues } from './product-form';
import { ProductDeskContext, type ProductDesk } from './product-context';
import ProductForm from './ProductForm';
import ProductStatusButton from './ProductStatusButton';
import { useStoreProduct } from './queries';
import { failureText, isStale, productFieldOfRefusal, toastFailure } from './refusals';
import SkuPanel from './SkuPanel';
import StaleAlert from './StaleAlert';
import styles from './desk.module.scss';

interface Props {
  /** The product as read when the page opened; null for 新建商品. */
  initial: DeskProduct | null;
  categories: readonly DeskCategory[];
}

/**
 * One product: its fields (a form saved with the version it was read at) and, once it exists, its SKUs and lots.
 * The product held here moves on only with this page's own saves and with 重新加载 — never behind the person's
 * back — so a colleague's save in between is always noticed (DESK_MSG.stale) and merged, never overwritten.
 */
export default function ProductPage({ initial, categories }: Props) {
  const router = useRouter();
  const store = useStoreProduct();
  const [form] = Form.useForm<ProductFormValues>();
  const [product, setProduct] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [merged, setMerged] = useState<(Merge & { theirs: DeskProduct }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const valuesOf = (p: DeskProduct) => toFormValues(p, categoryIdPath(categories, p.categoryId));
  const [initialValues] = useState(() => (initial ? valuesOf(initial) : emptyProductForm()));

  const accept = (next: DeskProduct) => {
    setProduct(next);
    store(next);
  };

  const reload = async () => {
    if (!product) return;
    const fresh = await staffApi.call(catalogueDesk.productDetail, { params: { id: product.id } }).catch((err: unknown) => {
      toastFailure(err);
      return null;
    });
    if (!fresh) return;
    const merge = mergeForm(valuesOf(product), form.getFieldsValue(true), valuesOf(fresh));
    form.setFieldsValue(merge.values);
    accept(fresh);
    setStale(false);
    setMerged({ ...merge, theirs: fresh });
    void toast.info(T.reloaded);
  };

  const desk: ProductDesk | null = product ? { product, accept, reportStale: () => setStale(true), reload } : null;

  const save = async () => {
    const verdict = checkDraft(form.getFieldsValue(true));
    if (!verdict.ok) {
      setErrors(verdict.errors);
      void toast.error(T.fixErrors);
      return;
    }
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      if (product) {
        const saved = await staffApi.call(catalogueDesk.productUpdate, { params: { id: product.id }, body: { ...verdict.draft, version: product.version } });
        accept(saved);
        // The stored record, less the structure as typed (the same molecule; the API keeps it as canonical SMILES).
        form.setFieldsValue({ ...valuesOf(saved), structure: form.getFieldValue('structure') });
        setMerged(null);
        void toast.success(T.saved);
      } else {
        const created = await staffApi.call(catalogueDesk.productCreate, { body: verdict.draft });
        store(created);
        void toast.success(T.created);
        router.replace(deskPaths.product(created.id));
      }
    } catch (err) {
      if (isStale(err)) setStale(true);
      else {
        const message = failureText(err);
        const field = productFieldOfRefusal(message);
        if (field) setErrors({ [field]: message });
        else setProblem(message);
      }
    } finally {
      setSaving(false);
    }
  };

  const onFieldsChange = (fields: string[]) =>
    setErrors((current) => {
      if (!fields.some((f) => f in current)) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });

  const useTheirs = (field: ProductField) => {
    if (!merged) return;
    form.setFieldValue(field, valuesOf(merged.theirs)[field]);
    const conflicts = merged.conflicts.filter((c) => c.field !== field);
    setMerged(conflicts.length ? { ...merged, conflicts } : null);
  };

  const formView = (
    <>
      {merged && merged.conflicts.length > 0 && <ConflictList conflicts={merged.conflicts} theirs={merged.theirs} onUseTheirs={useTheirs} />}
      {problem && <Alert type="error" showIcon title={problem} closable={{ onClose: () => setProblem(null) }} className={styles.section} />}
      <ProductForm form={form} initialValues={initialValues} product={product} errors={errors} onFieldsChange={onFieldsChange} saving={saving} onSave={() => void save()} />
    </>
  );

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>
            {product ? `${product.code} ${product.nameCn}` : T.newProduct}{' '}
            {product && (product.listed ? <Tag color="green">{T.listed}</Tag> : <Tag>{T.unlisted}</Tag>)}
          </h1>
          {product && (
            <span className={styles.meta}>
              {T.version(product.version)} · {T.updated(formatTime(product.updatedAt, 'minute'))}
            </span>
          )}
        </div>
        <Space>
          <Link href={deskPaths.products}>{T.back}</Link>
          {desk && (
            <ProductDeskContext.Provider value={desk}>
              <Button href={desk.product.shopUrl} target="_blank" rel="noopener">
                {T.viewInShop}
              </Button>
              <ProductStatusButton />
            </ProductDeskContext.Provider>
          )}
        </Space>
      </div>
      {stale && <StaleAlert onReload={reload} />}
      {desk ? (
        <ProductDeskContext.Provider value={desk}>
          <Tabs
            items={[
              { key: 'info', label: T.tabInfo, children: formView },
              { key: 'skus', label: `${T.tabSkus}（${desk.product.skus.length}）`, children: <SkuPanel /> },
            ]}
          />
        </ProductDeskContext.Provider>
      ) : (
        <>
          <Alert type="info" showIcon title={T.skusAfterCreate} className={styles.section} />
          {formView}
        </>
      )}
    </>
  );
}
