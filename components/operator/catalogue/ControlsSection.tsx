'use client';

import { Card, Checkbox, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import GhsPictogram from '@/components/regulatory/GhsPictogram';
import { GHS_PICTOGRAM_CODES, GHS_PICTOGRAMS, SIGNAL_WORDS } from '@/lib/api/contract/regulatory';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import Field from './Field';
import type { ProductFormValues } from './product-form';
import styles from './desk.module.scss';

const CODE_SEPARATORS = [',', '，', ' ', '、', ';', '；'];

/** 管控与 GHS: the Chinese control lists (易制毒 1/2/3, 易制爆, 危险化学品) and the GHS profile, if one is recorded. */
export default function ControlsSection() {
  const recorded = Form.useWatch<ProductFormValues['ghsRecorded']>('ghsRecorded') ?? false;
  return (
    <Card size="small" title={T.sectionControls} className={styles.section}>
      <Row gutter={16}>
        <Col span={12}>
          <Field name="precursorCategory" label={T.precursor}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              size="small"
              options={[{ value: 0, label: T.precursorNone }, ...([1, 2, 3] as const).map((n) => ({ value: n, label: T.precursorCategory(n) }))]}
            />
          </Field>
        </Col>
        <Col span={4}>
          <Field name="explosivePrecursor" label={T.explosive} valuePropName="checked">
            <Switch checkedChildren={T.yes} unCheckedChildren={T.no} />
          </Field>
        </Col>
        <Col span={4}>
          <Field name="hazardous" label={T.hazardous} valuePropName="checked">
            <Switch checkedChildren={T.yes} unCheckedChildren={T.no} />
          </Field>
        </Col>
        <Col span={4}>
          <Field name="ghsRecorded" label={T.ghsRecorded} valuePropName="checked">
            <Switch checkedChildren={T.yes} unCheckedChildren={T.no} />
          </Field>
        </Col>
      </Row>
      {!recorded && <p className={styles.meta}>{T.ghsNone}</p>}
      {recorded && (
        <>
          <Row gutter={16}>
            <Col span={8}>
              <Field name="signalWord" label={T.signalWord}>
                <Radio.Group options={[{ value: '', label: T.signalNone }, ...SIGNAL_WORDS.map((w) => ({ value: w, label: w }))]} />
              </Field>
            </Col>
            <Col span={8}>
              <Field name="unNumber" label={T.unNumber}>
                <Input maxLength={6} placeholder={T.unPlaceholder} className={styles.mono} />
              </Field>
            </Col>
          </Row>
          <Field name="pictograms" label={T.pictograms}>
            <Checkbox.Group className={styles.pictograms}>
              {GHS_PICTOGRAM_CODES.map((code) => (
                <Checkbox key={code} value={code}>
                  <span className={styles.pictogram}>
                    <GhsPictogram code={code} size={36} />
                    {code} {GHS_PICTOGRAMS[code]}
                  </span>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Field>
          <Row gutter={16}>
            <Col span={12}>
              <Field name="hCodes" label={T.hCodes} extra={T.codesHint}>
                <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={CODE_SEPARATORS} placeholder="H301 H311" aria-label={T.hCodes} />
              </Field>
            </Col>
            <Col span={12}>
              <Field name="pCodes" label={T.pCodes} extra={T.codesHint}>
                <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={CODE_SEPARATORS} placeholder="P280 P301+P310" aria-label={T.pCodes} />
              </Field>
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
