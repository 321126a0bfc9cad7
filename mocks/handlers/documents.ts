import { documents } from '../../lib/api/contract/documents';
import { productDetails } from '../fixtures/catalogue';
import { DOCUMENT_MSG } from '../../lib/validation';
import { mock, okPage, rejected } from '../mock';

/**
 * The fixtures carry no uploaded documents and no hazard data: there are no real COAs or MSDSs to show, and
 * invented ones would be presented as real. getMsds answers the API's "no MSDS", the goods detail's
 * 资料下载 block shows only the generated COAs of the lots on sale (the links of the API), and a batch
 * lookup answers the API's "not found".
 */
const known = (id: number) => productDetails.some((p) => p.id === id);

export const documentHandlers = [
  mock(documents.getMsds, ({ body }) => rejected(known(body.prodId) ? DOCUMENT_MSG.msdsNone : '商品不存在')),
  mock(documents.certificateList, ({ params, paging }) => (known(params.id) ? okPage([], paging) : rejected('商品不存在'))),
  mock(documents.getProdCertificate, ({ query }) => {
    const product = productDetails.find((p) => p.code.toLowerCase() === query.code.toLowerCase());
    return rejected(product ? `未找到批号 ${query.certBatch} 的COA证书，请核对批号，或联系客服索取` : '未找到该品牌和货号的商品，请核对品牌和货号');
  }),
];
