import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, useResource, type Resource } from '@hearth/shared';
import type { BillBreakdown, OrderDetail } from '@hearth/shared/contracts';
import { getAccountingReport } from './accounting-report';
import { getOrderDetail } from './order-detail';
import { findBreakdown, type AccountingView } from '../components/accounting-views';

export interface AccountingStatement {
  saleOrderName: string;
  orderState: string;
  order: OrderDetail;
  breakdown: BillBreakdown;
}

async function loadStatement(
  saleOrderName: string,
  view: AccountingView,
  signal: AbortSignal,
): Promise<AccountingStatement> {
  const [report, order] = await Promise.all([
    getAccountingReport(saleOrderName, signal),
    getOrderDetail(saleOrderName, signal),
  ]);
  const breakdown = findBreakdown(report.statement.billBreakdowns, view.breakdownKey);
  if (!breakdown) {
    throw new ApiError({
      kind: 'contract',
      url: 'vendorService:/accounting/report',
      detail: `no ${view.breakdownKey} bill breakdown`,
    });
  }
  return { saleOrderName, orderState: report.orderState, order, breakdown };
}

/**
 * Loads the report and the order detail in parallel. ANY failure (network, HTTP, contract, code not 200,
 * missing breakdown, no order name) replaces the page with /not/found.
 */
export function useAccountingStatement(
  saleOrderName: string | undefined,
  view: AccountingView,
): Resource<AccountingStatement> {
  const navigate = useNavigate();
  const resource = useResource(
    (signal) =>
      saleOrderName?.trim()
        ? loadStatement(saleOrderName.trim(), view, signal)
        : Promise.reject(new ApiError({ kind: 'contract', url: 'route', detail: 'missing sale order name' })),
    [saleOrderName, view],
  );
  const failed = resource.status === 'error';
  useEffect(() => {
    if (failed) navigate('/not/found', { replace: true });
  }, [failed, navigate]);
  return resource;
}
