'use client';

import { Form, Input, InputNumber, Switch } from 'antd';
import { catalogueDesk, DESK_MSG, skuSaveBody, type DeskSku } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import DeskDrawer from './DeskDrawer';
import Field from './Field';
import { issuesToErrors } from './issues';
import { fenToYuanText, yuanToFen } from './money';
import { useProductDesk } from './product-context';
import { useDeskSave } from './useDeskSave';

interface SkuFormValues {
  pack: string;
  /** Yuan as typed; sent as fen. */
  price: string;
  deliveryDays: number | null;
  listed: boolean;
}

interface Props {
  /** The SKU to edit; null: a new one. */
  sku: DeskSku | null;
  open: boolean;
  onClose: () => void;
}

/** A SKU's pack, price (typed in yuan, sent in fen), delivery time and listing, saved with the product's version. */
export default function SkuDrawer({ sku, open, onClose }: Props) {
  const { product } = useProductDesk();
  const [form] = Form.useForm<SkuFormValues>();
  const { errors, setErrors, stale, problem, saving, submit, onReload } = useDeskSave({ [DESK_MSG.packTaken]: 'pack' });
  const initialValues: SkuFormValues = sku
    ? { pack: sku.pack, price: fenToYuanText(sku.priceFen), deliveryDays: sku.deliveryDays, listed: sku.listed }
    : { pack: '', price: '', deliveryDays: 7, listed: true };

  const save = async () => {
    const v = form.getFieldsValue(true) as SkuFormValues;
    const priceFen = yuanToFen(v.price ?? '');
    const body = { productId: product.id, version: product.version, ...(sku ? { id: sku.id } : {}), pack: v.pack, priceFen: priceFen ?? 0, deliveryDays: v.deliveryDays ?? Number.NaN, listed: v.listed };
    const parsed = skuSaveBody.safeParse(body);
    const found = parsed.success ? {} : issuesToErrors(parsed.error.issues, (p) => (p[0] === 'priceFen' ? 'price' : String(p[0])));
    if (priceFen === null || priceFen < 1) found.price = T.priceInvalid;
    if (Object.keys(found).length) return setErrors(found);
    await submit(() => staffApi.call(catalogueDesk.skuSave, { body }), onClose);
  };

  return (
    <DeskDrawer
      title={sku ? `${T.editSku} ${sku.pack}` : T.addSku}
      open={open}
      onClose={onClose}
      size={440}
      saving={saving}
      onSave={() => void save()}
      stale={stale}
      onReload={onReload}
      problem={problem}
      errors={errors}
    >
      <Form<SkuFormValues> form={form} layout="vertical" initialValues={initialValues} onValuesChange={(changed) => setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in changed))))} aria-label={sku ? T.editSku : T.addSku}>
        <Field name="pack" label={T.pack}>
          <Input maxLength={30} placeholder={T.packPlaceholder} />
        </Field>
        <Field name="price" label={T.priceYuan} extra={T.priceNote}>
          <Input prefix="¥" suffix={T.yuan} inputMode="decimal" autoComplete="off" />
        </Field>
        <Field name="deliveryDays" label={T.deliveryDays} extra={T.deliveryNote}>
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field name="listed" label={T.skuListed} valuePropName="checked">
          <Switch />
        </Field>
      </Form>
    </DeskDrawer>
  );
}
