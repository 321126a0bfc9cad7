'use client';

import { Alert, Button } from 'antd';
import { GHS_PICTOGRAMS, type GhsPictogram } from '@/lib/api/contract/regulatory';
import type { DeskProduct } from '@/lib/api/contract/catalogue-desk';
import { DESK_TEXT as T } from '@/lib/messages/catalogue-desk';
import type { Merge, ProductField } from './product-form';
import { useDeskRefs } from './queries';
import styles from './desk.module.scss';

const LABEL: Record<ProductField, string> = {
  code: T.code,
  nameCn: T.nameCn,
  nameEn: T.nameEn,
  synonyms: T.synonyms,
  cas: T.cas,
  structure: T.structureInput,
  purity: T.purity,
  storage: T.storage,
  shipping: T.shipping,
  impurityLabel: T.impurityLabel,
  brandId: T.brand,
  categoryPath: T.category,
  parentId: T.parent,
  precursorCategory: T.precursor,
  explosivePrecursor: T.explosive,
  hazardous: T.hazardous,
  ghsRecorded: T.ghsRecorded,
  signalWord: T.signalWord,
  pictograms: T.pictograms,
  hCodes: T.hCodes,
  pCodes: T.pCodes,
  unNumber: T.unNumber,
};

interface Props {
  conflicts: Merge['conflicts'];
  /** The colleague's product (for the names behind ids). */
  theirs: DeskProduct;
  onUseTheirs: (field: ProductField) => void;
}

/** After 重新加载: the fields both people changed; the form keeps the person's own value, theirs is one click away. */
export default function ConflictList({ conflicts, theirs, onUseTheirs }: Props) {
  const refs = useDeskRefs();
  const text = (field: ProductField, value: unknown): string => {
    if (field === 'brandId') return refs.data?.brands.find((b) => b.id === value)?.name ?? String(value ?? '');
    if (field === 'categoryPath') return theirs.categoryPath.join(' / ');
    if (field === 'parentId') return theirs.parent ? `${theirs.parent.code} ${theirs.parent.nameCn}` : '';
    if (field === 'precursorCategory') return value ? T.precursorCategory(value as 1 | 2 | 3) : T.precursorNone;
    if (field === 'pictograms') return (value as GhsPictogram[]).map((c) => `${c} ${GHS_PICTOGRAMS[c]}`).join('、');
    if (typeof value === 'boolean') return value ? T.yes : T.no;
    if (Array.isArray(value)) return value.join('、');
    return String(value ?? '');
  };
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.section}
      title={T.conflictTitle}
      description={
        <ul className={styles.conflicts}>
          {conflicts.map(({ field, theirs: value }) => (
            <li key={field}>
              <strong>{LABEL[field]}</strong>
              <span className={styles.sub}>{T.conflictTheirs(text(field, value))}</span>
              <Button size="small" onClick={() => onUseTheirs(field)}>
                {T.useTheirs}
              </Button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
