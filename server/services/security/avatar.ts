import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { security } from '../../../lib/api/contract/security';
import { IMAGE_UPLOAD_MSG } from '../../../lib/validation';
import { userAvatars, users } from '../../db/schema';
import type { AppDeps, RequestCtx } from '../../http/context';
import { ApiError } from '../../http/errors';
import { fileNotFound, FileReply, type UploadedFile } from '../../http/route';
import { currentUser } from '../auth';
import { pngOrJpeg, uploadName } from '../upload-checks';

export const AVATAR_MSG = {
  missing: '请选择头像图片',
  notFound: '头像不存在',
} as const;

/** The avatar's address as users.avatar keeps it: the API path (the storefront puts its API base in front). */
export const avatarPath = (key: string) => security.avatarFile.path.replace('{key}', key);

/**
 * userSuggest/avatarUpload: PNG or JPEG by content (≤ 3 MB, the generic default, checked while reading), stored
 * in the database under a random key; the user's previous upload is removed and users.avatar points at the new one.
 */
export async function uploadAvatar(deps: AppDeps, file: UploadedFile | null, ctx: RequestCtx): Promise<{ avatar: string }> {
  const user = await currentUser(deps, ctx);
  if (!file) throw new ApiError(AVATAR_MSG.missing);
  const mime = pngOrJpeg(file.bytes, IMAGE_UPLOAD_MSG.badType);
  const key = `${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  const avatar = avatarPath(key);
  await deps.db.transaction(async (tx) => {
    await tx.insert(userAvatars).values({ userId: user.id, fileKey: key, originalName: uploadName(file.name, 'avatar'), mime, size: file.bytes.byteLength, bytes: file.bytes });
    await tx.delete(userAvatars).where(and(eq(userAvatars.userId, user.id), ne(userAvatars.fileKey, key)));
    await tx.update(users).set({ avatar }).where(eq(users.id, user.id));
  });
  return { avatar };
}

/**
 * The avatar by its key, to anyone: it is shown wherever its user is (header, lists), and the key is 128
 * random bits. Served as an image that cannot run anything (nosniff, sandbox); cached, since a new upload gets a new key.
 */
export async function avatarFile(deps: AppDeps, key: string): Promise<FileReply> {
  const [row] = await deps.db.select().from(userAvatars).where(eq(userAvatars.fileKey, key));
  if (!row) return fileNotFound(AVATAR_MSG.notFound);
  return new FileReply(
    new Response(new Uint8Array(row.bytes.buffer as ArrayBuffer, row.bytes.byteOffset, row.bytes.byteLength), {
      status: 200,
      headers: {
        'content-type': row.mime,
        'content-length': String(row.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
      },
    }),
  );
}
