'use client';

import { Card, Col, Form, Input, Row, Select } from 'antd';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { casFeedback } from './cas-feedback';
import Field from './Field';
import type { ProductFormValues } from './product-form';
import styles from './desk.module.scss';

/** 基本信息: 货号, names, synonyms as tags, and the CAS number checked digit by digit as it is typed. */
export default function BasicSection() {
  const cas = Form.useWatch<ProductFormValues['cas']>('cas') ?? '';
  const feedback = casFeedback(cas);
  return (
    <Card size="small" title={T.sectionBasic} className={styles.section}>
      <Row gutter={16}>
        <Col span={6}>
          <Field name="code" label={T.code}>
            <Input maxLength={40} className={styles.mono} autoComplete="off" />
          </Field>
        </Col>
        <Col span={6}>
          <Field name="cas" label={T.cas} help={feedback.text} validateStatus={feedback.status || undefined}>
            <Input maxLength={20} className={styles.mono} autoComplete="off" placeholder="50-78-2" />
          </Field>
        </Col>
        <Col span={12}>
          <Field name="nameCn" label={T.nameCn}>
            <Input maxLength={200} />
          </Field>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Field name="nameEn" label={T.nameEn}>
            <Input maxLength={300} />
          </Field>
        </Col>
        <Col span={12}>
          <Field name="synonyms" label={T.synonyms} extra={T.synonymsHint}>
            <Select mode="tags" open={false} tokenSeparators={['\n', ';', '；']} suffixIcon={null} aria-label={T.synonyms} />
          </Field>
        </Col>
      </Row>
    </Card>
  );
}
