import { queryOptions } from '@tanstack/react-query';
import { requestCall } from '@hearth/shared';
import { unwrapCode } from '@hearth/shared/envelopes';
import {
  AccountingReportResponseSchema,
  type AccountingReport,
} from '@hearth/shared/contracts/vendorService';
import { accountingReport } from '@hearth/shared/spec-calls';

const PATH = accountingReport.path;

/** hybrid-pages §7 item 16, GET {vendorService}/accounting/report?key={sale order name}: the order's statement. */
export async function getAccountingReport(
  saleOrderName: string,
  signal?: AbortSignal,
): Promise<AccountingReport> {
  const body = await requestCall(accountingReport, {
    schema: AccountingReportResponseSchema,
    params: { key: saleOrderName },
    signal,
  });
  return unwrapCode(body, `vendorService:${PATH}`).data;
}

/** The statement of one sale order as a query: used by the page and by the route's prefetch (one cache entry). */
export function accountingReportQuery(saleOrderName: string) {
  return queryOptions({
    queryKey: ['vendorService', PATH, { key: saleOrderName }] as const,
    queryFn: ({ signal }) => getAccountingReport(saleOrderName, signal),
  });
}
