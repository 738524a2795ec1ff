import { queryOptions } from '@tanstack/react-query';
import { requestJson, unwrapCode } from '@hearth/shared';
import { AccountingReportResponseSchema, type AccountingReport } from '@hearth/shared/contracts';

const PATH = '/accounting/report';

/** GET {vendorService}/accounting/report?key={sale order name} (code envelope): the order's statement. */
export async function getAccountingReport(
  saleOrderName: string,
  signal?: AbortSignal,
): Promise<AccountingReport> {
  const body = await requestJson('vendorService', PATH, {
    schema: AccountingReportResponseSchema,
    searchParams: { key: saleOrderName },
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
