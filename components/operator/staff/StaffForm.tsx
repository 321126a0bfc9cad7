'use client';

import { Checkbox, Form, Input, Modal } from 'antd';
import { staffCreateBody, type StaffCreateInput, type StaffGroupView } from '@/lib/api/contract/staff';
import { zodRule } from '@/lib/operator/form-rules';

type Values = { name: string; mobile?: string; email?: string; groupIds: number[] };

/** 新建员工: name, mobile and/or e-mail (the login account), groups. */
export default function StaffForm({ open, groups, busy, onSubmit, onCancel }: { open: boolean; groups: StaffGroupView[]; busy: boolean; onSubmit: (v: StaffCreateInput) => void; onCancel: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal open={open} title="新建员工" okText="创建并生成开通链接" confirmLoading={busy} onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ groupIds: [] }}
        onFinish={(v) => {
          const parsed = staffCreateBody.safeParse(v);
          if (parsed.success) onSubmit(parsed.data);
          else form.setFields([{ name: 'mobile', errors: [parsed.error.issues[0]?.message ?? ''] }]);
        }}
      >
        <Form.Item label="姓名" name="name" rules={[zodRule(staffCreateBody.shape.name)]}>
          <Input maxLength={30} autoFocus />
        </Form.Item>
        <Form.Item label="手机号" name="mobile" rules={[zodRule(staffCreateBody.shape.mobile)]} extra="手机号与邮箱至少填一项，用作登录账号">
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item label="邮箱" name="email" rules={[zodRule(staffCreateBody.shape.email)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="权限组" name="groupIds">
          <Checkbox.Group options={groups.map((g) => ({ label: g.name, value: g.id }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
