import type { Db } from '../open-db';

export interface LeadInput {
  leadName: string;
  clientName: string;
  email: string;
  phone: string;
  registerAccount: boolean;
  channel: string;
  agentRefer: string | null;
  yonghuId: string | null;
  clientMsg: string;
}

export interface LeadRow extends LeadInput {
  id: number;
  createdAt: string;
}

export async function insertLead(db: Db, l: LeadInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO leads (lead_name, client_name, email, phone, register_account, channel, agent_refer, yonghu_id, client_msg)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
    [
      l.leadName,
      l.clientName,
      l.email,
      l.phone,
      l.registerAccount,
      l.channel,
      l.agentRefer,
      l.yonghuId,
      l.clientMsg,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('lead insert returned no id');
  return id;
}

export async function findLead(db: Db, id: number): Promise<LeadRow | undefined> {
  const { rows } = await db.query<LeadRow>(
    `SELECT id, lead_name AS "leadName", client_name AS "clientName", email, phone, register_account AS "registerAccount",
       channel, agent_refer AS "agentRefer", yonghu_id AS "yonghuId", client_msg AS "clientMsg",
       to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"
     FROM leads WHERE id = $1`,
    [id],
  );
  return rows[0];
}
