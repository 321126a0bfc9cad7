import type { Hono } from 'hono';
import { catalogueDesk } from '../../lib/api/contract/catalogue-desk';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { createBrand, updateBrand } from '../services/catalogue-desk/brands';
import { createCategory, deleteCategory, updateCategory } from '../services/catalogue-desk/categories';
import { saveLot } from '../services/catalogue-desk/lots';
import { listDeskProducts, productDetail } from '../services/catalogue-desk/product-read';
import { createProduct, setProductStatus, updateProduct } from '../services/catalogue-desk/product-write';
import { deskRefs } from '../services/catalogue-desk/refs';
import { saveSku } from '../services/catalogue-desk/skus';
import { checkStructure } from '../services/catalogue-desk/structure';

/**
 * The staff console's catalogue desk (docs/api.md, Catalogue desk): every call needs the 'catalogue' permission
 * (route checks it); every change writes its own audit entry with the fields before and after (ctx.audit).
 */
export function catalogueDeskRoutes(app: Hono<AppEnv>) {
  route(app, catalogueDesk.refs, (_, { deps }) => deskRefs(deps.db));
  route(app, catalogueDesk.structureCheck, ({ body }, { deps }) => checkStructure(deps.db, body.structure, body.productId));
  route(app, catalogueDesk.productList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listDeskProducts(deps.db, query, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, catalogueDesk.productDetail, ({ params }, { deps }) => productDetail(deps, params.id));
  route(app, catalogueDesk.productCreate, ({ body }, { deps, audit }) => createProduct(deps, body, audit!));
  route(app, catalogueDesk.productUpdate, ({ params, body }, { deps, audit }) => updateProduct(deps, params.id, body, audit!));
  route(app, catalogueDesk.productStatus, ({ params, body }, { deps, audit }) => setProductStatus(deps, params.id, body, audit!));
  route(app, catalogueDesk.skuSave, ({ body }, { deps, audit }) => saveSku(deps, body, audit!));
  route(app, catalogueDesk.lotSave, ({ body }, { deps, audit }) => saveLot(deps, body, audit!));
  route(app, catalogueDesk.brandCreate, ({ body }, { deps, audit }) => createBrand(deps, body, audit!));
  route(app, catalogueDesk.brandUpdate, ({ params, body }, { deps, audit }) => updateBrand(deps, params.id, body, audit!));
  route(app, catalogueDesk.categoryCreate, ({ body }, { deps, audit }) => createCategory(deps, body, audit!));
  route(app, catalogueDesk.categoryUpdate, ({ params, body }, { deps, audit }) => updateCategory(deps, params.id, body, audit!));
  route(app, catalogueDesk.categoryDelete, ({ params }, { deps, audit }) => deleteCategory(deps, params.id, audit!));
}
