'use client';

import { Col, Row, Statistic } from 'antd';
import type { ImportCounts as Counts } from '@/lib/api/contract/catalogue-import';
import { IMPORT_TEXT as T } from '@/lib/messages/catalogue-desk';

/** The four outcomes of a phase: for the dry run what the import would do, for the import what it did. */
export default function ImportCounts({ counts, dryRun }: { counts: Counts; dryRun: boolean }) {
  const items: [string, number, string?][] = dryRun
    ? [
        [T.wouldCreate, counts.created],
        [T.wouldUpdate, counts.updated],
        [T.wouldKeep, counts.unchanged],
        [T.wouldRefuse, counts.refused, counts.refused ? '#cf1322' : undefined],
      ]
    : [
        [T.created, counts.created],
        [T.updated, counts.updated],
        [T.unchanged, counts.unchanged],
        [T.refused, counts.refused, counts.refused ? '#cf1322' : undefined],
      ];
  return (
    <Row gutter={16} role="group" aria-label={dryRun ? T.checkResult : T.summary}>
      {items.map(([title, value, color]) => (
        <Col span={6} key={title}>
          <Statistic title={title} value={value} styles={color ? { content: { color } } : undefined} />
        </Col>
      ))}
    </Row>
  );
}
