import type { Db } from '../open-db';
import type { LeadRow } from './leads';

/** Every lead, oldest first. */
export async function listLeads(db: Db): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT id, lead_name AS "leadName", client_name AS "clientName", email, phone, register_account AS "registerAccount",
       channel, agent_refer AS "agentRefer", yonghu_id AS "yonghuId", client_msg AS "clientMsg",
       to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"
     FROM leads ORDER BY id`,
  );
  return rows;
}
