import Link from 'next/link';
import ProductCard from '@/components/catalogue/ProductCard';
import EmptyResult from '@/components/catalogue/EmptyResult';
import Pager from '@/components/catalogue/Pager';
import { LIST_PAGE_SIZE } from '@/lib/catalogue/listQuery';
import { MSG } from '@/lib/messages';
import type { StructureResult } from '@/lib/search/read';
import styles from './StructureSearch.module.scss';

/**
 * Structure hits: the catalogue's product card with the depiction that highlights the matched atoms
 * (the hit's highlightUrl), and the Tanimoto similarity in similarity mode. When nothing is found the API's hint
 * (a small similarity query) says why, with the same structure as a substructure search (`substructureHref`).
 */
export default function StructureResults({ result, pageNo, hrefBase, substructureHref }: { result: StructureResult; pageNo: number; hrefBase: string; substructureHref?: string }) {
  return (
    <section className={styles.results} aria-labelledby="structure-results">
      <p id="structure-results" className={styles.summary}>
        {MSG.structureFound(result.totalCount, result.elapsedMs)}
      </p>
      {!result.complete && <p className={styles.warning}>{MSG.structureIncomplete}</p>}
      {result.items.length === 0 ? (
        <EmptyResult>
          {result.hint && (
            <p className={styles.hint}>
              {MSG.structureHints[result.hint]}
              {result.hint === 'smallQuery' && substructureHref && (
                <>
                  {' '}
                  <Link prefetch={false} href={substructureHref} rel="nofollow">
                    {MSG.structureTrySubstructure}
                  </Link>
                </>
              )}
            </p>
          )}
        </EmptyResult>
      ) : (
        <div className={styles.grid}>
          {result.items.map((hit, i) => (
            <div key={hit.id} className={styles.hit} data-testid="structure-hit">
              <ProductCard product={{ ...hit, imgUrl: hit.highlightUrl }} eager={i < 5} />
              {result.mode === 'similarity' && hit.similarity !== null && <span className={styles.score}>{MSG.similarityScore(hit.similarity.toFixed(2))}</span>}
            </div>
          ))}
        </div>
      )}
      {result.totalCount > 0 && <Pager pageNo={pageNo} totalCount={result.totalCount} pageSize={LIST_PAGE_SIZE} hrefBase={hrefBase} />}
    </section>
  );
}
