import type { Hono } from 'hono';
import { actingOrgId } from '../services/org/membership';
import { address } from '../../lib/api/contract/address';
import { invoice } from '../../lib/api/contract/invoice';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/addresses';
import { addInvoiceTitle, deleteInvoiceTitle, listInvoiceTitles, setDefaultInvoiceTitle, updateInvoiceTitle } from '../services/invoices';
import { listRegions } from '../services/regions';

/** Receiving and invoice addresses, the region cascade, invoice titles (docs/api.md, Orders). */
export function addressRoutes(app: Hono<AppEnv>) {
  route(app, address.regions, ({ query }, { deps }) => listRegions(deps.db, query.level, query.parentId));
  route(app, address.list, ({ query }, { deps, user }) => listAddresses(deps.db, user!.userId, query.book));
  route(app, address.add, ({ body: { book, ...fields } }, { deps, user }) => addAddress(deps.db, user!.userId, book, fields));
  route(app, address.update, ({ params, body }, { deps, user }) => updateAddress(deps.db, user!.userId, params.id, body));
  route(app, address.remove, async ({ params }, { deps, user }) => {
    await deleteAddress(deps.db, user!.userId, params.id);
    return null;
  });
  route(app, address.setDefault, async ({ params }, { deps, user }) => {
    await setDefaultAddress(deps.db, user!.userId, params.id);
    return null;
  });

  // Invoice titles follow the current organisation: recorded with it, listed with the personal ones.
  route(app, invoice.list, async (_in, { deps, user }) => listInvoiceTitles(deps.db, user!.userId, await actingOrgId(deps.db, user!.userId)));
  route(app, invoice.add, async ({ body }, { deps, user }) => addInvoiceTitle(deps.db, user!.userId, body, await actingOrgId(deps.db, user!.userId)));
  route(app, invoice.update, ({ params, body }, { deps, user }) => updateInvoiceTitle(deps.db, user!.userId, params.id, body));
  route(app, invoice.remove, async ({ params }, { deps, user }) => {
    await deleteInvoiceTitle(deps.db, user!.userId, params.id);
    return null;
  });
  route(app, invoice.setDefault, async ({ params }, { deps, user }) => {
    await setDefaultInvoiceTitle(deps.db, user!.userId, params.id);
    return null;
  });
}
