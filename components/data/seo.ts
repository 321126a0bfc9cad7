import type { Metadata } from 'next';
import { absoluteUrl, pageMetadata, structureImageUrl } from '@/components/catalogue/seo';
import type { DataRecord, LibraryCard } from '@/lib/api/contract/data';
import { DATA_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** Search-engine facts of the data pages: titles, descriptions, canonical URLs and the schema.org Dataset. */
export function recordDescription(r: DataRecord): string {
  const facts = [
    r.nameEn && MSG.seoFact(MSG.englishNameLabel, r.nameEn),
    r.cas && MSG.seoFact(MSG.casLabel, r.cas),
    MSG.seoFact(MSG.formulaLabel, r.formula),
    MSG.seoFact(DATA_MSG.exactMass, String(r.properties.exactMass)),
    MSG.seoFact('InChIKey', r.inchiKey),
  ].filter((f): f is string => Boolean(f));
  return DATA_MSG.recordDescription(r.nameCn, facts.join('，'));
}

export function recordMetadata(r: DataRecord): Metadata {
  const meta = pageMetadata({ title: DATA_MSG.recordTitle(r.nameCn, r.cas), description: recordDescription(r), path: routes.dataDetail(r.id) });
  return { ...meta, keywords: [r.nameCn, r.nameEn, r.cas, r.formula, r.inchiKey].filter(Boolean) };
}

const property = (name: string, value: string | number, unitText?: string) => ({ '@type': 'PropertyValue', name, value, ...(unitText ? { unitText } : {}) });

/** schema.org Dataset of one record, its substance described as a MolecularEntity (Bioschemas). */
export function recordJsonLd(r: DataRecord) {
  const url = absoluteUrl(routes.dataDetail(r.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: DATA_MSG.recordTitle(r.nameCn, r.cas),
    description: recordDescription(r),
    url,
    identifier: [r.cas && `CAS:${r.cas}`, `InChIKey:${r.inchiKey}`].filter(Boolean),
    keywords: [r.nameCn, r.nameEn, r.cas, r.formula].filter(Boolean),
    creator: { '@type': 'Organization', name: site.name },
    isAccessibleForFree: true,
    about: {
      '@type': 'MolecularEntity',
      name: r.nameCn,
      alternateName: r.nameEn || undefined,
      molecularFormula: r.formula,
      molecularWeight: r.mw,
      monoisotopicMolecularWeight: r.properties.exactMass,
      inChI: r.inchi || undefined,
      inChIKey: r.inchiKey,
      smiles: r.smiles,
      image: structureImageUrl(r.imgUrl),
      url,
    },
    variableMeasured: [
      property(DATA_MSG.exactMass, r.properties.exactMass, 'Da'),
      property(DATA_MSG.logP, r.properties.logP),
      property(DATA_MSG.tpsa, r.properties.tpsa, 'Å²'),
      property(DATA_MSG.hbd, r.properties.hbd),
      property(DATA_MSG.hba, r.properties.hba),
      property(DATA_MSG.rotatableBonds, r.properties.rotatableBonds),
      property(DATA_MSG.rings, r.properties.rings),
    ],
  };
}

export const libraryMetadata = (l: LibraryCard): Metadata =>
  pageMetadata({ title: DATA_MSG.libraryTitle(l.title), description: `${l.title}：${l.intro}`.slice(0, 200), path: routes.secondaryLibrary(l.id) });

export function libraryJsonLd(l: LibraryCard) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: l.title,
    description: l.intro,
    url: absoluteUrl(routes.secondaryLibrary(l.id)),
    creator: { '@type': 'Organization', name: site.name },
    isBasedOn: l.source,
    isAccessibleForFree: true,
  };
}

/** schema.org DataCatalog of the data home: the libraries as its datasets. */
export function dataCatalogJsonLd(libraries: LibraryCard[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DataCatalog',
    name: DATA_MSG.homeTitle,
    description: DATA_MSG.homeDescription,
    url: absoluteUrl(routes.dataSearch),
    creator: { '@type': 'Organization', name: site.name },
    dataset: libraries.map((l) => ({ '@type': 'Dataset', name: l.title, description: l.intro, url: absoluteUrl(routes.secondaryLibrary(l.id)) })),
  };
}

export const dataHomeMetadata = (): Metadata => pageMetadata({ title: DATA_MSG.homeTitle, description: DATA_MSG.homeDescription, path: routes.dataSearch });
