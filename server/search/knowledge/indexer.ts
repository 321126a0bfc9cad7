import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeSearch } from '../../db/schema';
import { analyseRecord } from '../analyse';
import { mergePendingIndexEntries } from '../indexer';
import { addWords, nameStems } from '../tokenise';
import { KNOWLEDGE_SOURCES, type KnowledgeDoc, type KnowledgeSource } from './sources';

/**
 * Fills knowledge_search from the methods and standards tables (and any source in KNOWLEDGE_SOURCES), with the
 * product engine's analysis (analyseRecord). Idempotent and cheap when nothing changed: every record's source text
 * is hashed and only new or changed records are analysed and written; rows of records that are gone are removed.
 * The seed calls it after seeding methods and standards, and the API at start-up (a database whose data changed
 * by other means is brought up to date there).
 */

const BATCH = 200;

/** Raise when the analysis or the row layout changes: every row is then rebuilt at the next start. */
const FORMAT = 1;
const hashOf = (doc: KnowledgeDoc) => createHash('sha1').update(`${FORMAT}\n${JSON.stringify(doc)}`).digest('base64url');

const replace = Object.fromEntries(
  Object.entries(getTableColumns(knowledgeSearch))
    .filter(([key]) => key !== 'kind' && key !== 'refId')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

function rowOf(kind: string, doc: KnowledgeDoc, hash: string): typeof knowledgeSearch.$inferInsert {
  return {
    kind,
    refId: doc.refId,
    ...analyseRecord(doc),
    keys: [...new Set([...doc.keys, ...doc.relatedKeys.filter((k) => !doc.keys.includes(k)).map((k) => `~${k}`)])],
    numberBase: doc.numberBase,
    sort: doc.sort,
    sourceHash: hash,
    indexedAt: new Date(),
  };
}

export interface KnowledgeIndexResult {
  kind: string;
  records: number;
  indexed: number;
  removed: number;
}

/** Brings one kind's rows in step with its records. */
export async function indexKnowledgeSource(db: Db, source: KnowledgeSource): Promise<KnowledgeIndexResult> {
  const docs = await source.load(db);
  const stored = new Map(
    (await db.select({ refId: knowledgeSearch.refId, hash: knowledgeSearch.sourceHash }).from(knowledgeSearch).where(eq(knowledgeSearch.kind, source.kind))).map((r) => [r.refId, r.hash]),
  );
  const changed = docs.map((doc) => ({ doc, hash: hashOf(doc) })).filter(({ doc, hash }) => stored.get(doc.refId) !== hash);
  // The tokeniser learns the records' own drug names first, so they are cut like the catalogue's.
  if (changed.length) addWords(changed.flatMap(({ doc }) => doc.primary.flatMap((n) => nameStems(n))));
  for (let i = 0; i < changed.length; i += BATCH) {
    const rows = changed.slice(i, i + BATCH).map(({ doc, hash }) => rowOf(source.kind, doc, hash));
    await db.insert(knowledgeSearch).values(rows).onConflictDoUpdate({ target: [knowledgeSearch.kind, knowledgeSearch.refId], set: replace });
  }
  const present = new Set(docs.map((d) => d.refId));
  const gone = [...stored.keys()].filter((id) => !present.has(id));
  for (let i = 0; i < gone.length; i += 1000) {
    await db.delete(knowledgeSearch).where(and(eq(knowledgeSearch.kind, source.kind), inArray(knowledgeSearch.refId, gone.slice(i, i + 1000))));
  }
  return { kind: source.kind, records: docs.length, indexed: changed.length, removed: gone.length };
}

/** Every knowledge kind (KNOWLEDGE_SOURCES). */
export async function indexKnowledge(db: Db, sources: KnowledgeSource[] = KNOWLEDGE_SOURCES): Promise<KnowledgeIndexResult[]> {
  const out: KnowledgeIndexResult[] = [];
  for (const source of sources) out.push(await indexKnowledgeSource(db, source));
  // New GIN entries wait in pending lists that every search scans until merged (PGlite never vacuums).
  if (out.some((r) => r.indexed || r.removed)) await mergePendingIndexEntries(db);
  return out;
}
