import { useEffect } from 'react';
import { useNavigate } from '@hearth/shared/router';
import { useQuery } from '@tanstack/react-query';
import { isApiError, paths } from '@hearth/shared';
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

export type StatementState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; statement: AccountingStatement };

/** The sale-order name of the route (`:oid`), trimmed; null when there is none. */
export function saleOrderNameOf(oid: string | undefined): string | null {
  return oid?.trim() || null;
}

/** An order the service does not know (an answer with a code other than 200, or an unusable body). */
const isUnknownOrder = (error: unknown) =>
  isApiError(error) && (error.kind === 'business' || error.kind === 'contract');

/**
 * The statement of a sale order from one point of view: the report and the order detail, two queries that the
 * route's prefetch started in parallel.
 * - No order name, an unknown order (order detail with a code other than 200 or a broken body; spec §2 "a failed
 *   order load goes to /not/found"), or a report without the view's breakdown → /not/found.
 * - Any other failure — the report's code not 200 (the spec leaves the spinner spinning; the issue asks for an error
 *   state), HTTP, network, timeout — → an error state with Retry, which refetches what failed.
 */
export function useAccountingStatement(oid: string | undefined, view: AccountingView): StatementState {
  const navigate = useNavigate();
  const name = saleOrderNameOf(oid);
  const report = useQuery({ ...accountingReportQuery(name ?? ''), enabled: name !== null });
  const order = useQuery({ ...orderDetailQuery(name ?? ''), enabled: name !== null });
  const breakdown = report.data && findBreakdown(report.data.statement.billBreakdowns, view.breakdownKey);
  const notFound =
    name === null ||
    (order.isError && !order.data && isUnknownOrder(order.error)) ||
    (report.data !== undefined && breakdown === undefined);
  useEffect(() => {
    if (notFound) navigate(paths.notFound(), { replace: true });
  }, [notFound, navigate]);

  if (notFound || !name) return { status: 'loading' };
  const failed = [report, order].filter((q) => q.isError && !q.data);
  if (failed.length > 0)
    return {
      status: 'error',
      error: failed[0]?.error,
      retry: () => failed.forEach((q) => void q.refetch()),
    };
  if (!report.data || !order.data || !breakdown) return { status: 'loading' };
  return {
    status: 'ready',
    statement: { saleOrderName: name, orderState: report.data.orderState, order: order.data, breakdown },
  };
}
