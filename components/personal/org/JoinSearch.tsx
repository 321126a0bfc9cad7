'use client';

import { useState } from 'react';
import { Alert, Button, Input, List } from 'antd';
import { browserApi } from '@/lib/api/browser';
import { orgCalls } from '@/lib/api/org';
import { ORG_UI_MSG } from '@/lib/messages';
import { toast } from '@/components/ui/feedback';

type Hit = Awaited<ReturnType<typeof orgCalls.search>>[number];

/** Finds a verified organisation (name or credit code, at least two characters) and asks to join it. */
export default function JoinSearch({ onJoined }: { onJoined: () => Promise<void> }) {
  const [kw, setKw] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setProblem(null);
    try {
      setHits(await orgCalls.search(browserApi, kw.trim()));
    } catch (e) {
      setHits(null);
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  const join = async (id: number) => {
    try {
      await orgCalls.join(browserApi, id);
      void toast.success(ORG_UI_MSG.joinSent);
      await onJoined();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div style={{ maxWidth: 560 }}>
      <Input.Search aria-label={ORG_UI_MSG.searchPlaceholder} placeholder={ORG_UI_MSG.searchPlaceholder} enterButton={ORG_UI_MSG.search} value={kw} onChange={(e) => setKw(e.target.value)} onSearch={() => void run()} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      {hits && (
        <List
          style={{ marginTop: 12 }}
          dataSource={hits}
          locale={{ emptyText: ORG_UI_MSG.noHits }}
          renderItem={(h) => (
            <List.Item actions={[<Button key="join" size="small" onClick={() => void join(h.id)}>{ORG_UI_MSG.join}</Button>]}>
              <List.Item.Meta title={h.name} description={h.creditCode} />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
