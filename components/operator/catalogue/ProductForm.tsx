'use client';

import { Button, Form, type FormInstance } from 'antd';
import type { DeskProduct } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import BasicSection from './BasicSection';
import ControlsSection from './ControlsSection';
import { FieldErrorsContext, type FieldErrors } from './Field';
import PropertiesSection from './PropertiesSection';
import type { ProductFormValues } from './product-form';
import StructureSection from './StructureSection';
import styles from './desk.module.scss';

interface Props {
  form: FormInstance<ProductFormValues>;
  initialValues: ProductFormValues;
  /** The product as read (null: a new one). */
  product: DeskProduct | null;
  errors: FieldErrors;
  onFieldsChange: (fields: string[]) => void;
  saving: boolean;
  onSave: () => void;
}

/**
 * The product's own fields in four sections, saved together (SKUs and lots are saved on their own). Saved by the
 * button only: Enter in a field (adding a synonym or an H code) never sends the form.
 */
export default function ProductForm({ form, initialValues, product, errors, onFieldsChange, saving, onSave }: Props) {
  return (
    <FieldErrorsContext.Provider value={errors}>
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        size="middle"
        initialValues={initialValues}
        onValuesChange={(changed) => onFieldsChange(Object.keys(changed))}
        aria-label={product ? T.editProduct : T.newProduct}
        requiredMark={false}
      >
        <BasicSection />
        <StructureSection productId={product?.id} code={product?.code ?? ''} />
        <PropertiesSection product={product} />
        <ControlsSection />
        <div className={styles.footer}>
          <Button type="primary" loading={saving} onClick={onSave}>
            {product ? T.save : T.create}
          </Button>
        </div>
      </Form>
    </FieldErrorsContext.Provider>
  );
}
