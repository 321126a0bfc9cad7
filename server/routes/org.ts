import type { Hono } from 'hono';
import { ORG_CORP_TYPES, ORG_DEPTS, org } from '../../lib/api/contract/org';
import type { AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { certify, improve } from '../services/org/certification';
import { orgFileResponse, readOrgFile, uploadOrgFile } from '../services/org/files';
import { addMember, changeOrg, joinOrg, reviewJoin, searchOrgs, updateMember } from '../services/org/manage';
import { listCertifications, reviewCertification } from '../services/org/review';
import { organizationInfo, orgManage } from '../services/org/views';

/** Organisations (docs/api.md, Organisations): verification, joining, sub-accounts; the operator reviews. */
export function orgRoutes(app: Hono<AppEnv>) {
  route(app, org.getCorpType, async () => ORG_CORP_TYPES.map(({ value, label }) => ({ value, label })));
  route(app, org.deptSelect, async () => ORG_DEPTS.map((d) => ({ value: d, label: d })));

  route(app, org.corpLicenseUpload, ({ file }, { deps, user }) => uploadOrgFile(deps.db, user!.userId, 'license', file));
  route(app, org.corpOtherFileUpload, ({ file }, { deps, user }) => uploadOrgFile(deps.db, user!.userId, 'other', file));
  route(app, org.corpFile, async ({ params }, { deps, user }) => new FileReply(orgFileResponse(await readOrgFile(deps.db, params.id, user!.userId))));
  route(app, org.corpCertification, ({ body }, { deps, user }) => certify(deps.db, user!.userId, body));
  route(app, org.improveCertification, ({ body }, { deps, user }) => improve(deps.db, user!.userId, body));
  route(app, org.organizationInfo, (_in, { deps, user }) => organizationInfo(deps.db, user!.userId));
  route(app, org.orgInfo, (_in, { deps, user }) => orgManage(deps.db, user!.userId));
  route(app, org.orgSearch, ({ query }, { deps }) => searchOrgs(deps.db, query.kw));
  route(app, org.joinEnterprise, ({ body }, { deps, user }) => joinOrg(deps.db, user!.userId, body.orgId, body.dept));
  route(app, org.changeOrg, ({ body }, { deps, user }) => changeOrg(deps.db, user!.userId, body.orgId));
  route(app, org.addMember, ({ body }, { deps, user }) => addMember(deps.db, user!.userId, body));
  route(app, org.updateMember, ({ params, body }, { deps, user }) => updateMember(deps.db, user!.userId, params.id, body));
  route(app, org.reviewJoin, ({ params, body }, { deps, user }) => reviewJoin(deps.db, user!.userId, params.id, body.decision, body.role));

  route(app, org.operatorList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listCertifications(deps.db, query.status, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, org.operatorReview, ({ params, body }, { deps }) => reviewCertification(deps.db, params.id, body.decision, body.reason));
  route(app, org.operatorFile, async ({ params }, { deps }) => new FileReply(orgFileResponse(await readOrgFile(deps.db, params.id))));
}
