import { useEffect } from 'react';
import { useNavigate } from '@hearth/shared/router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@hearth/shared';
import type { BillBreakdown, OrderDetail } from '@hearth/shared/contracts';
import { accountingReportQuery } from './accounting-report';
import { orderDetailQuery } from './order-detail';
import { findBreakdown, type AccountingView } from '../components/accounting-views';

export interface AccountingStatement {
  saleOrderName: string;
  /** Optional in the contract (shown as N/A). */
  orderState: string | null;
  order: OrderDetail;
  breakdown: BillBreakdown;
}

/** The sale-order name of the route (`:oid`), trimmed; null when there is none. */
export function saleOrderNameOf(oid: string | undefined): string | null {
  return oid?.trim() || null;
}

/**
 * The statement of a sale order from one point of view: the report and the order detail, two queries that the
 * route's prefetch started in parallel. ANY failure (network, HTTP, contract, code not 200, missing breakdown, no
 * order name) replaces the page with /not/found. `undefined` while loading (and until that navigation).
 */
export function useAccountingStatement(
  oid: string | undefined,
  view: AccountingView,
): AccountingStatement | undefined {
  const navigate = useNavigate();
  const name = saleOrderNameOf(oid);
  const report = useQuery({ ...accountingReportQuery(name ?? ''), enabled: name !== null });
  const order = useQuery({ ...orderDetailQuery(name ?? ''), enabled: name !== null });
  const breakdown = report.data && findBreakdown(report.data.statement.billBreakdowns, view.breakdownKey);
  const failed =
    name === null || report.isError || order.isError || (report.isSuccess && breakdown === undefined);
  useEffect(() => {
    if (failed) navigate(paths.notFound(), { replace: true });
  }, [failed, navigate]);
  if (failed || !name || !report.data || !order.data || !breakdown) return undefined;
  return { saleOrderName: name, orderState: report.data.orderState, order: order.data, breakdown };
}
