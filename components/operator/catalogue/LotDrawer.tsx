'use client';

import { Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { catalogueDesk, DESK_MSG, lotSaveBody, type DeskLot, type DeskSku } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import DeskDrawer from './DeskDrawer';
import Field from './Field';
import { issuesToErrors } from './issues';
import { useProductDesk } from './product-context';
import { useDeskSave } from './useDeskSave';
import { useDeskRefs } from './queries';
import styles from './desk.module.scss';

interface LotFormValues {
  lotNo: string;
  manufacturedOn: Dayjs | null;
  expiryKind: 'expiry' | 'retest';
  expiresOn: Dayjs | null;
  certifiedRecorded: boolean;
  certified: { property: string; value: string; uncertainty: string; unit: string };
  /** Units per warehouse, by warehouse id. */
  stock: Record<string, number | null>;
}

const DATE = 'YYYY-MM-DD';

interface Props {
  sku: DeskSku;
  /** The lot to edit; null: a new one. */
  lot: DeskLot | null;
  open: boolean;
  onClose: () => void;
}

/** A lot of one SKU: number, dates, certified value ± U, and the units held in each warehouse. */
export default function LotDrawer({ sku, lot, open, onClose }: Props) {
  const { product } = useProductDesk();
  const warehouses = useDeskRefs().data?.warehouses ?? [];
  const [form] = Form.useForm<LotFormValues>();
  const { errors, setErrors, stale, problem, saving, submit, onReload } = useDeskSave({ [DESK_MSG.lotTaken]: 'lotNo' });
  const recorded = Form.useWatch('certifiedRecorded', form) ?? lot?.certified != null;
  const initialValues: LotFormValues = {
    lotNo: lot?.lotNo ?? '',
    manufacturedOn: lot ? dayjs(lot.manufacturedOn) : null,
    expiryKind: lot?.expiryKind ?? 'expiry',
    expiresOn: lot ? dayjs(lot.expiresOn) : null,
    certifiedRecorded: lot?.certified != null,
    certified: lot?.certified ?? { property: T.certifiedPropertyDefault, value: '', uncertainty: '', unit: '%' },
    stock: Object.fromEntries(warehouses.map((w) => [String(w.id), lot?.stock.find((s) => s.warehouseId === w.id)?.quantity ?? 0])),
  };

  const save = async () => {
    const v = form.getFieldsValue(true) as LotFormValues;
    const body = {
      productId: product.id,
      version: product.version,
      skuId: sku.id,
      ...(lot ? { id: lot.id } : {}),
      lotNo: v.lotNo ?? '',
      manufacturedOn: v.manufacturedOn?.format(DATE) ?? '',
      expiryKind: v.expiryKind,
      expiresOn: v.expiresOn?.format(DATE) ?? '',
      certified: v.certifiedRecorded ? v.certified : null,
      stock: warehouses.map((w) => ({ warehouseId: w.id, quantity: v.stock[String(w.id)] ?? 0 })),
    };
    const parsed = lotSaveBody.safeParse(body);
    if (!parsed.success) {
      // stock.<i>.quantity → the input of that warehouse
      return setErrors(issuesToErrors(parsed.error.issues, (p) => (p[0] === 'stock' && typeof p[1] === 'number' ? `stock.${warehouses[p[1]]?.id}` : p.map(String).join('.'))));
    }
    await submit(() => staffApi.call(catalogueDesk.lotSave, { body }), onClose);
  };

  return (
    <DeskDrawer
      title={lot ? `${T.editLot} ${lot.lotNo}` : `${T.addLot}（${sku.pack}）`}
      open={open}
      onClose={onClose}
      size={520}
      saving={saving}
      onSave={() => void save()}
      stale={stale}
      onReload={onReload}
      problem={problem}
      errors={errors}
    >
      <Form<LotFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !Object.keys(changed).some((c) => k === c || k.startsWith(`${c}.`)))))}
        aria-label={lot ? T.editLot : T.addLot}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Field name="lotNo" label={T.lotNo}>
              <Input maxLength={40} className={styles.mono} autoComplete="off" />
            </Field>
          </Col>
          <Col span={12}>
            <Field name="manufacturedOn" label={T.manufacturedOn}>
              <DatePicker style={{ width: '100%' }} />
            </Field>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Field name="expiryKind" label={T.expiryKind}>
              <Radio.Group options={[{ value: 'expiry', label: T.expiry }, { value: 'retest', label: T.retest }]} />
            </Field>
          </Col>
          <Col span={12}>
            <Field name="expiresOn" label={T.expiresOn}>
              <DatePicker style={{ width: '100%' }} />
            </Field>
          </Col>
        </Row>
        <Field name="certifiedRecorded" label={T.certifiedRecorded} valuePropName="checked">
          <Switch size="small" />
        </Field>
        {recorded && (
          <Row gutter={12}>
            <Col span={12}>
              <Field name={['certified', 'property']} label={T.certifiedProperty}>
                <Input maxLength={60} placeholder={T.certifiedPropertyPlaceholder} />
              </Field>
            </Col>
            <Col span={12}>
              <Field name={['certified', 'unit']} label={T.unit}>
                <Input maxLength={20} placeholder={T.unitPlaceholder} />
              </Field>
            </Col>
            <Col span={12}>
              <Field name={['certified', 'value']} label={T.certifiedValue}>
                <Input maxLength={30} inputMode="decimal" />
              </Field>
            </Col>
            <Col span={12}>
              <Field name={['certified', 'uncertainty']} label={T.uncertainty}>
                <Input maxLength={30} inputMode="decimal" prefix="±" />
              </Field>
            </Col>
          </Row>
        )}
        <Divider titlePlacement="start" plain>
          {T.stockPerWarehouse}
        </Divider>
        <p className={styles.meta}>{T.stockNote}</p>
        <Row gutter={12}>
          {warehouses.map((w) => (
            <Col span={8} key={w.id}>
              <Field name={['stock', String(w.id)]} label={w.name}>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
              </Field>
            </Col>
          ))}
        </Row>
      </Form>
    </DeskDrawer>
  );
}
