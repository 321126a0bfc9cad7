'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Tag } from 'antd';
import Formula from '@/components/catalogue/Formula';
import { catalogueDesk, type StructureCheck } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import { staffApi } from '@/lib/operator/client';
import Field from './Field';
import { deskPaths } from './paths';
import type { ProductFormValues } from './product-form';
import styles from './desk.module.scss';

function EditorFailed() {
  return <Alert type="warning" showIcon title={T.editorFailed} />;
}

// The shop's structure editor (openchemlib), loaded only when someone asks to draw: never in the page's first load.
const StructureEditor = dynamic(() => import('@/components/search/StructureEditor').catch(() => ({ default: EditorFailed })), {
  ssr: false,
  loading: () => <p className={styles.meta}>{T.editorLoading}</p>,
});

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface Props {
  /** The product being edited (its own record is left out of 相同结构的商品); absent for a new one. */
  productId?: number;
  code: string;
}

/**
 * 结构: draw it or paste SMILES / a molfile, then 识别结构 asks the API what RDKit makes of it — depiction,
 * formula, MW, exact mass and InChIKey (read-only: never typed) and the products that already have it.
 */
export default function StructureSection({ productId, code }: Props) {
  const form = Form.useFormInstance<ProductFormValues>();
  const structure = Form.useWatch<string>('structure') ?? '';
  const [drawing, setDrawing] = useState(false);
  const drawn = useRef(false);
  const [checked, setChecked] = useState<{ structure: string; result: StructureCheck } | null>(null);
  const check = useMutation({
    mutationFn: (text: string) => staffApi.call(catalogueDesk.structureCheck, { body: { structure: text, productId } }),
    onSuccess: (result, text) => setChecked({ structure: text, result }),
  });
  const { mutate } = check;

  // An existing product opens with its depiction and computed facts.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || productId === undefined) return;
    opened.current = true;
    const initial = form.getFieldValue('structure') as string;
    if (initial?.trim()) mutate(initial);
  }, [form, mutate, productId]);

  const result = checked?.result;
  const outdated = checked !== null && checked.structure.trim() !== structure.trim();
  return (
    <Card size="small" title={T.sectionStructure} className={styles.section}>
      <div className={styles.structure}>
        <div>
          <Field name="structure" label={T.structureInput}>
            <Input.TextArea rows={drawing ? 2 : 4} placeholder={T.structurePlaceholder} className={styles.mono} spellCheck={false} />
          </Field>
          <Space>
            <Button type="primary" ghost loading={check.isPending} disabled={!structure.trim()} onClick={() => check.mutate(structure)}>
              {T.recognise}
            </Button>
            <Button
              onClick={() => {
                drawn.current = false;
                setDrawing((d) => !d);
              }}
              aria-expanded={drawing}
            >
              {drawing ? T.closeDraw : T.draw}
            </Button>
          </Space>
          {drawing && (
            // The editor reports its starting molecule as a change too: only a drawn change replaces the text.
            <div style={{ marginTop: 8 }} onPointerDownCapture={() => (drawn.current = true)} onKeyDownCapture={() => (drawn.current = true)}>
              <StructureEditor initial={structure} onChange={(smiles) => drawn.current && form.setFieldValue('structure', smiles)} />
            </div>
          )}
        </div>
        <div aria-live="polite">
          {check.isError && <Alert type="error" showIcon title={check.error.message} className={styles.section} />}
          {outdated && <Alert type="warning" showIcon title={T.structureChanged} className={styles.section} />}
          {result ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- RDKit's SVG from the API, shown as an image (never as markup) */}
              <img src={svgSrc(result.svg)} alt={T.depiction(code)} className={styles.depiction} />
            </>
          ) : (
            !check.isError && <p className={styles.meta}>{T.recogniseFirst}</p>
          )}
        </div>
      </div>
      {result && (
        <Descriptions
          size="small"
          bordered
          column={2}
          title={T.recognised}
          extra={<span className={styles.meta}>{T.computedNote}</span>}
          style={{ marginTop: 12 }}
          items={[
            { key: 'formula', label: T.formula, children: <Formula formula={result.formula} /> },
            { key: 'mw', label: T.mw, children: result.mw.toFixed(2) },
            { key: 'exactMass', label: T.exactMass, children: result.exactMass.toFixed(4) },
            { key: 'inchiKey', label: T.inchiKey, children: <span className={styles.mono}>{result.inchiKey}</span> },
            {
              key: 'same',
              label: T.sameStructure,
              span: 2,
              children:
                result.sameStructure.length === 0
                  ? T.sameStructureNone
                  : result.sameStructure.map((p) => (
                      <Tag key={p.id}>
                        <Link href={deskPaths.product(p.id)} target="_blank">
                          {p.code} {p.nameCn}
                        </Link>
                      </Tag>
                    )),
            },
          ]}
        />
      )}
    </Card>
  );
}
