import { org } from '../../lib/api/contract/org';
import { ok } from './contract-calls';
import type { TestApi } from './harness';
import { JPEG, PNG } from './identity-helpers';

/* Shared by the organisation and authorization-matrix tests. */

/** Unified social credit codes whose 18th character is the GB 32100 check character of the first 17. */
export const CREDIT_CODES = ['91110108MA01A2B3CF', '91310115MA1H7E4X5D', '12100000400012345P', '91440300MA5F0K2L76', '52110000MA0012345D'];

export async function uploadOrgFile(api: TestApi, h: Record<string, string>, kind: 'license' | 'other', bytes: Buffer, name = `${kind}.png`) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await api.upload(kind === 'license' ? org.corpLicenseUpload : org.corpOtherFileUpload, form, h);
  if (res.status >= 500) throw new Error(`upload answered ${res.status}`);
  return res;
}

/** A certification in review: a licence (PNG), one other proof (JPEG), the form. */
export async function certifyOrg(api: TestApi, h: Record<string, string>, name: string, creditCode: string) {
  const license = ok(await uploadOrgFile(api, h, 'license', PNG));
  const other = ok(await uploadOrgFile(api, h, 'other', JPEG, 'other.jpg'));
  return ok(
    await api.call(org.corpCertification, { body: { name, creditCode, legalRepresentative: '张三', corpType: 'enterprise', licenseFileId: license.id, otherFileIds: [other.id] } }, h),
  );
}

/** A verified organisation with `h` as its admin: certified and approved by the operator. */
export async function verifiedOrg(api: TestApi, h: Record<string, string>, admin: Record<string, string>, name: string, creditCode: string) {
  const info = await certifyOrg(api, h, name, creditCode);
  ok(await api.call(org.operatorReview, { params: { id: info.current!.id }, body: { decision: 'approve' } }, admin));
  return info.current!.id;
}
