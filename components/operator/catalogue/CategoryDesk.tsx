'use client';

import { useMemo, useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, InputNumber, Modal, Skeleton, Space, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { confirm, toast } from '@/components/ui/feedback';
import { catalogueDesk, categorySaveBody } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import { categoryOptions, type CategoryOption, type DeskCategory } from './categories';
import Field, { FieldErrorsContext, type FieldErrors } from './Field';
import { issuesToErrors } from './issues';
import { useDeskRefs, useRefreshRefs } from './queries';
import { failureText, toastFailure } from './refusals';
import styles from './desk.module.scss';

/** A new category under `parent` (null: first level), or an existing one renamed / re-sorted. */
type Editing = { kind: 'create'; parent: DeskCategory | null } | { kind: 'update'; category: DeskCategory };

function CategoryModal({ editing, siblings, onClose }: { editing: Editing; siblings: number; onClose: () => void }) {
  const refresh = useRefreshRefs();
  const [form] = Form.useForm<{ name: string; sort: number }>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = editing.kind === 'update' ? T.renameCategory(editing.category.name) : editing.parent ? T.newChildOf(editing.parent.name) : T.addTopCategory;

  const save = async () => {
    const parentId = editing.kind === 'create' ? (editing.parent?.id ?? null) : null;
    const parsed = categorySaveBody.safeParse({ ...form.getFieldsValue(true), parentId });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setSaving(true);
    try {
      if (editing.kind === 'update') await staffApi.call(catalogueDesk.categoryUpdate, { params: { id: editing.category.id }, body: { name: parsed.data.name, sort: parsed.data.sort } });
      else await staffApi.call(catalogueDesk.categoryCreate, { body: parsed.data });
      refresh();
      void toast.success(T.saved);
      onClose();
    } catch (err) {
      setProblem(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText={T.save} cancelText={T.cancel} destroyOnHidden>
      {problem && <Alert type="error" showIcon title={problem} className={styles.section} />}
      <FieldErrorsContext.Provider value={errors}>
        <Form
          form={form}
          layout="vertical"
          aria-label={title}
          initialValues={editing.kind === 'update' ? { name: editing.category.name, sort: editing.category.sort } : { name: '', sort: siblings * 10 }}
          onValuesChange={(changed) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in changed))))}
        >
          <Field name="name" label={T.categoryName}>
            <Input maxLength={30} autoFocus />
          </Field>
          <Field name="sort" label={T.sort} extra={T.sortHint}>
            <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
          </Field>
        </Form>
      </FieldErrorsContext.Provider>
    </Modal>
  );
}

/** 分类: the three-level tree — add a child, rename, re-sort, delete when nothing is in it. */
export default function CategoryDesk() {
  const refs = useDeskRefs();
  const refresh = useRefreshRefs();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const categories = useMemo(() => refs.data?.categories ?? [], [refs.data]);
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const childCount = (id: number | null) => categories.filter((c) => c.parentId === id).length;

  const remove = (c: DeskCategory) =>
    confirm({
      title: T.remove,
      content: T.removeConfirm(c.name),
      onOk: async () => {
        try {
          await staffApi.call(catalogueDesk.categoryDelete, { params: { id: c.id }, body: {} });
          refresh();
          void toast.success(T.removed);
        } catch (err) {
          toastFailure(err);
        }
      },
    });

  /** 上移 / 下移: the siblings renumbered 0, 10, 20… in the new order (only the changed ones are saved). */
  const move = async (c: DeskCategory, step: -1 | 1) => {
    const siblings = categories.filter((x) => x.parentId === c.parentId).sort((x, y) => x.sort - y.sort || x.id - y.id);
    const at = siblings.findIndex((x) => x.id === c.id);
    const to = at + step;
    if (to < 0 || to >= siblings.length) return;
    [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
    setMoving(c.id);
    try {
      for (const [i, x] of siblings.entries()) {
        if (x.sort !== i * 10) await staffApi.call(catalogueDesk.categoryUpdate, { params: { id: x.id }, body: { name: x.name, sort: i * 10 } });
      }
    } catch (err) {
      toastFailure(err);
    } finally {
      refresh();
      setMoving(null);
    }
  };

  const toNode = (o: CategoryOption, index: number, list: CategoryOption[]): DataNode => {
    const c = byId.get(o.value)!;
    const empty = !o.children?.length && o.productCount === 0;
    return {
      key: o.value,
      title: (
        <span className={styles.treeNode}>
          <span>{o.label}</span>
          <Tag>{T.levelText(o.level)}</Tag>
          <span className={styles.meta}>
            {T.categoryProducts(o.productCount)} · {T.sort} {c.sort}
          </span>
          <Space size={0} className={styles.treeActions}>
            {o.level < 3 && (
              <Button size="small" type="link" onClick={() => setEditing({ kind: 'create', parent: c })} aria-label={`${T.addChild} ${o.label}`}>
                {T.addChild}
              </Button>
            )}
            <Button size="small" type="link" onClick={() => setEditing({ kind: 'update', category: c })} aria-label={`${T.rename} ${o.label}`}>
              {T.rename}
            </Button>
            <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0 || moving !== null} loading={moving === c.id} onClick={() => void move(c, -1)} aria-label={`${T.moveUp} ${o.label}`} title={T.moveUp} />
            <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={index === list.length - 1 || moving !== null} onClick={() => void move(c, 1)} aria-label={`${T.moveDown} ${o.label}`} title={T.moveDown} />
            <Button size="small" type="link" danger disabled={!empty} title={empty ? undefined : T.removeBlocked} onClick={() => remove(c)} aria-label={`${T.remove} ${o.label}`}>
              {T.remove}
            </Button>
          </Space>
        </span>
      ),
      children: o.children?.map(toNode),
    };
  };
  const treeData = categoryOptions(categories).map(toNode);

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.meta}>{T.categoryNote}</span>
        <span className={styles.grow} />
        <Button type="primary" onClick={() => setEditing({ kind: 'create', parent: null })}>
          {T.addTopCategory}
        </Button>
      </div>
      {refs.isError && <Alert type="error" showIcon title={refs.error.message || T.loadFailed} className={styles.section} />}
      {refs.isPending ? (
        <Skeleton active />
      ) : treeData.length === 0 ? (
        <Empty description={T.noCategories} />
      ) : (
        <Tree key={categories.length} className={styles.tree} treeData={treeData} defaultExpandAll selectable={false} blockNode />
      )}
      {editing && (
        <CategoryModal
          editing={editing}
          siblings={childCount(editing.kind === 'create' ? (editing.parent?.id ?? null) : editing.category.parentId)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
