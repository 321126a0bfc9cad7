import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A data record (数据) per distinct substance we sell, keyed by InChIKey: the products of several brands (and the
 * neat material and its solutions) with the same structure share one record; a salt, a hydrate or a labelled
 * analogue is another substance with its own record. Identifiers come from the first listed product of the
 * substance; the properties are computed by RDKit (server/chem/rdkit.ts) once per InChIKey, by the seed
 * (server/db/seed/compounds.ts) or when staff add a substance (server/services/compound-records.ts). Products join on `products.inchi_key`.
 */
export const compoundRecords = pgTable(
  'compound_records',
  {
    id: serial('id').primaryKey(),
    inchiKey: text('inchi_key').notNull(),
    inchi: text('inchi').notNull(),
    cas: text('cas').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    /** RDKit canonical SMILES. */
    smiles: text('smiles').notNull(),
    formula: text('formula').notNull(),
    /** Average molecular weight, 2 decimals. */
    mw: doublePrecision('mw').notNull(),
    /** Monoisotopic mass (RDKit exactmw), 4 decimals. */
    exactMass: doublePrecision('exact_mass').notNull(),
    /** Crippen logP (RDKit CrippenClogP), 2 decimals. */
    logP: doublePrecision('log_p').notNull(),
    /** Topological polar surface area, Å², 2 decimals. */
    tpsa: doublePrecision('tpsa').notNull(),
    hbd: smallint('hbd').notNull(),
    hba: smallint('hba').notNull(),
    rotatableBonds: smallint('rotatable_bonds').notNull(),
    rings: smallint('rings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compound_records_inchi_key_idx').on(t.inchiKey),
    index('compound_records_cas_idx').on(t.cas),
    // The data search's identifier readings (server/services/data/match.ts): a formula in any case, an InChIKey's first block.
    index('compound_records_formula_upper_idx').on(sql`upper(${t.formula})`),
    index('compound_records_inchi_block_idx').on(sql`left(${t.inchiKey}, 14)`),
  ],
);

/**
 * Curated secondary libraries (二级数据库): nitrosamine impurities, ICH Q3C residual solvents, and one impurity
 * family per API (derived from the catalogue). Written by the seed only (server/db/seed/compounds.ts).
 */
export const secondaryLibraries = pgTable(
  'secondary_libraries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** 'nitrosamine' | 'residual-solvent' | 'impurity-family' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    source: text('source').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('secondary_libraries_key_idx').on(t.key),
    check('secondary_libraries_kind_check', sql`${t.kind} in ('nitrosamine', 'residual-solvent', 'impurity-family')`),
  ],
);

/**
 * A member of a library, by name and CAS. It links to our data record and products through the CAS (or the
 * product code, for the impurity families) when we sell it; otherwise it is listed by name and CAS only.
 */
export const secondaryLibraryMembers = pgTable(
  'secondary_library_members',
  {
    libraryId: integer('library_id')
      .notNull()
      .references(() => secondaryLibraries.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en'),
    cas: text('cas'),
    /** What the library says of it: 'ICH Q3C 第1类', 'EP Impurity A' …; null when nothing. */
    note: text('note'),
    productCode: text('product_code'),
  },
  (t) => [uniqueIndex('secondary_library_members_sort_idx').on(t.libraryId, t.sort), index('secondary_library_members_cas_idx').on(t.cas)],
);
