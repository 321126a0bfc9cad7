import { randomBytes } from 'node:crypto';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { SERVICE_KIND_TEXT, SERVICE_MSG, type ServiceKind, type ServiceRequest } from '../../lib/api/contract/service-request';
import type { Db } from '../db/client';
import { serviceRequestFiles, serviceRequests } from '../db/schema';
import { reject } from '../http/errors';
import type { UploadedFile } from '../http/route';
import { take } from './rate-limit';
import { limitOf, RATE_RULES } from './rate-rules';
import { checkScanOrPhoto, uploadName } from './upload-checks';
import { storedFileResponse } from '../http/stored-file';

/**
 * Inquiries of the service pages (中间体合成, 制备分离): stored with an optional attachment (PNG, JPEG or PDF,
 * checked by content like transfer slips, kept in the database under a random key and served only to the operator).
 * Visitors may send them, so each address may send 5 a minute and 20 an hour, each phone 10 a day.
 */
export interface ServiceRequestData {
  kind: ServiceKind;
  name: string;
  company: string;
  phone: string;
  email: string;
  description: string;
}

export async function submitServiceRequest(db: Db, input: ServiceRequestData, file: UploadedFile | null, who: { userId: number | null; ip: string }): Promise<{ id: number }> {
  // The file is checked before the quota is spent: a wrong file is the visitor's mistake to correct.
  const mime = file ? await checkScanOrPhoto(file.bytes, SERVICE_MSG.badFile) : null;
  await take(db, [
    limitOf(RATE_RULES.serviceRequestPerIp, who.ip, () => SERVICE_MSG.tooMany),
    limitOf(RATE_RULES.serviceRequestPerIpHour, who.ip, () => SERVICE_MSG.tooMany),
    limitOf(RATE_RULES.serviceRequestPerPhone, input.phone, () => SERVICE_MSG.tooMany),
  ]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequests)
      .values({ ...input, userId: who.userId, ip: who.ip })
      .returning({ id: serviceRequests.id });
    if (file && mime) {
      await tx.insert(serviceRequestFiles).values({
        requestId: row.id,
        fileKey: randomBytes(16).toString('hex'),
        originalName: uploadName(file.name, 'attachment'),
        mime,
        size: file.bytes.byteLength,
        bytes: file.bytes,
      });
    }
    return { id: row.id };
  });
}

/** The operator's list, newest first. */
export async function listServiceRequests(db: Db, kind: ServiceKind | undefined, limit: number, offset: number): Promise<{ rows: ServiceRequest[]; total: number }> {
  const where = kind ? eq(serviceRequests.kind, kind) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(serviceRequests).where(where);
  const rows = await db.select().from(serviceRequests).where(where).orderBy(desc(serviceRequests.id)).limit(limit).offset(offset);
  const files = rows.length
    ? await db
        .select({ id: serviceRequestFiles.id, requestId: serviceRequestFiles.requestId, name: serviceRequestFiles.originalName, mime: serviceRequestFiles.mime, size: serviceRequestFiles.size })
        .from(serviceRequestFiles)
        .where(inArray(serviceRequestFiles.requestId, rows.map((r) => r.id)))
    : [];
  const fileOf = new Map(files.map((f) => [f.requestId, { id: f.id, name: f.name, mime: f.mime, size: f.size }]));
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind as ServiceKind,
      kindText: SERVICE_KIND_TEXT[r.kind as ServiceKind],
      name: r.name,
      company: r.company,
      phone: r.phone,
      email: r.email,
      description: r.description,
      userId: r.userId,
      file: fileOf.get(r.id) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** An attachment for the operator: served as a download, never rendered with the shop's origin. */
export async function serviceFileResponse(db: Db, id: number): Promise<Response> {
  const [f] = await db.select().from(serviceRequestFiles).where(eq(serviceRequestFiles.id, id));
  if (!f) throw reject(SERVICE_MSG.fileNotFound);
  return storedFileResponse(f, `service-request-${f.requestId}`);
}
