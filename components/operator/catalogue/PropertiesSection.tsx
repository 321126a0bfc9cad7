'use client';

import { useMemo } from 'react';
import { Card, Cascader, Col, Input, Row, Select } from 'antd';
import type { DeskProduct } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { categoryOptions } from './categories';
import Field from './Field';
import ParentPicker from './ParentPicker';
import { useDeskRefs } from './queries';
import styles from './desk.module.scss';

/** 属性: purity, storage, shipping, brand, third-level category, parent API and impurity label. */
export default function PropertiesSection({ product }: { product: DeskProduct | null }) {
  const refs = useDeskRefs();
  const cascader = useMemo(() => categoryOptions(refs.data?.categories ?? [], true), [refs.data]);
  const brands = (refs.data?.brands ?? []).map((b) => ({ value: b.id, label: b.nameEn && b.nameEn !== b.name ? `${b.name}（${b.nameEn}）` : b.name }));
  return (
    <Card size="small" title={T.sectionProperties} className={styles.section}>
      <Row gutter={16}>
        <Col span={8}>
          <Field name="purity" label={T.purity}>
            <Input maxLength={50} placeholder={T.purityPlaceholder} />
          </Field>
        </Col>
        <Col span={8}>
          <Field name="storage" label={T.storage}>
            <Input maxLength={100} placeholder={T.storagePlaceholder} />
          </Field>
        </Col>
        <Col span={8}>
          <Field name="shipping" label={T.shipping}>
            <Input maxLength={100} placeholder={T.shippingPlaceholder} />
          </Field>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Field name="brandId" label={T.brand}>
            <Select showSearch={{ optionFilterProp: 'label' }} placeholder={T.chooseBrand} options={brands} loading={refs.isPending} />
          </Field>
        </Col>
        <Col span={16}>
          <Field name="categoryPath" label={T.category}>
            <Cascader options={cascader} placeholder={T.chooseCategory} showSearch expandTrigger="hover" />
          </Field>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Field name="parentId" label={T.parent}>
            <ParentPicker initial={product?.parent ?? null} selfId={product?.id} />
          </Field>
        </Col>
        <Col span={12}>
          <Field name="impurityLabel" label={T.impurityLabel}>
            <Input maxLength={100} placeholder={T.impurityPlaceholder} />
          </Field>
        </Col>
      </Row>
    </Card>
  );
}
