import { beforeEach, describe, expect, it, vi } from 'vitest';

/* The data pages' 404 rule: a malformed id never reaches the API, a refused read (unknown id) is notFound(). */
const reads = vi.hoisted(() => ({ record: vi.fn(), library: vi.fn() }));
vi.mock('server-only', () => ({}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/lib/data/read', () => ({ readDataRecord: reads.record, readLibrary: reads.library, LIBRARY_PAGE_SIZE: 50 }));

const { default: DataDetailPage } = await import('@/app/(main)/searchCenter/dataSearchofStandard/dataDetail/[id]/page');
const { default: LibraryPage } = await import('@/app/(main)/searchCenter/dataSearchofStandard/secondaryLibrary/[id]/page');

const refused = { ok: false, refused: true, message: '数据记录不存在' };

beforeEach(() => {
  reads.record.mockReset().mockResolvedValue(refused);
  reads.library.mockReset().mockResolvedValue(refused);
});

describe('data pages answer the 404 page for bad ids', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999', ''])('dataDetail/%s is a 404 without asking the API', async (id) => {
    await expect(DataDetailPage({ params: Promise.resolve({ id }) })).rejects.toThrow('NEXT_NOT_FOUND');
    expect(reads.record).not.toHaveBeenCalled();
  });

  it('an unknown record id (the API refuses it) is a 404', async () => {
    await expect(DataDetailPage({ params: Promise.resolve({ id: '999999' }) })).rejects.toThrow('NEXT_NOT_FOUND');
    expect(reads.record).toHaveBeenCalledWith(999999);
  });

  it('a malformed or unknown library id is a 404', async () => {
    await expect(LibraryPage({ params: Promise.resolve({ id: 'x' }), searchParams: Promise.resolve({}) })).rejects.toThrow('NEXT_NOT_FOUND');
    expect(reads.library).not.toHaveBeenCalled();
    await expect(LibraryPage({ params: Promise.resolve({ id: '999999' }), searchParams: Promise.resolve({ pageNo: 'junk' }) })).rejects.toThrow('NEXT_NOT_FOUND');
    expect(reads.library).toHaveBeenCalledWith(999999, 1);
  });
});
