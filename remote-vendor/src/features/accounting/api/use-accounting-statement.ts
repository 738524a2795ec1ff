import { useEffect } from 'react';
import { useNavigate } from '@hearth/shared/router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@hearth/shared/paths';
import type { BillBreakdown, OrderDetail } from '@hearth/shared/contracts/vendorService';
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

export type StatementState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; statement: AccountingStatement };

/** The sale-order name of the route (`:oid`), trimmed; null when there is none. */
export function saleOrderNameOf(oid: string | undefined): string | null {
  return oid?.trim() || null;
}

/**
 * The statement of a sale order from one point of view: the report and the order detail, two queries that the
 * route's prefetch started in parallel.
 * - No order name, any failure of the order detail (hybrid §2 "a failed order load sends the user to /not/found",
 *   §8 "Order detail load failure → go to /not/found": a code other than 200, a broken body, HTTP, network or
 *   timeout alike), or a report without the view's breakdown → /not/found.
 * - A failed report (its code not 200, where the spec leaves the spinner spinning; HTTP, network, timeout) → an
 *   error state with Retry, which refetches it: never an endless spinner.
 */
export function useAccountingStatement(oid: string | undefined, view: AccountingView): StatementState {
  const navigate = useNavigate();
  const name = saleOrderNameOf(oid);
  const report = useQuery({ ...accountingReportQuery(name ?? ''), enabled: name !== null });
  const order = useQuery({ ...orderDetailQuery(name ?? ''), enabled: name !== null });
  const breakdown = report.data && findBreakdown(report.data.statement.billBreakdowns, view.breakdownKey);
  const notFound =
    name === null || (order.isError && !order.data) || (report.data !== undefined && breakdown === undefined);
  useEffect(() => {
    if (notFound) navigate(paths.notFound(), { replace: true });
  }, [notFound, navigate]);

  if (notFound || !name) return { status: 'loading' };
  if (report.isError && !report.data)
    return { status: 'error', error: report.error, retry: () => void report.refetch() };
  if (!report.data || !order.data || !breakdown) return { status: 'loading' };
  return {
    status: 'ready',
    statement: { saleOrderName: name, orderState: report.data.orderState, order: order.data, breakdown },
  };
}
