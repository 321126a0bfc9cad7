import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of the migrated, seeded database. PostgreSQL: the name of a template database. */
    seedTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string } | null;
  }
}

/**
 * Migrates and seeds ONE database before the API files run; each file's createTestApi then starts from a
 * copy (PGlite: loadDataDir of the dumped tarball; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of
 * migrating and seeding again — the seed (catalogue, lots, hazards, methods, standards) costs ~5 s a file.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `t_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await seedCatalogue(database.db);
    await database.close();
    project.provide('seedTemplate', { kind: 'postgres', database: name });
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedCatalogue(database.db);
  const blob = await database.dump!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-seed-'));
  const file = path.join(dir, 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('seedTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
