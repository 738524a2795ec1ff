import { svgDoc, text } from './svg-kit';

/** A printable invoice document (the `link` of the renew page's client statement). */
export function invoiceSvg(inv: {
  number: string;
  type: string;
  payable: number;
  paid: number;
  created_date: string;
  order_name: string;
  client_name: string;
}): string {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const rows: [string, string][] = [
    ['Invoice', inv.number],
    ['Type', inv.type],
    ['Sale order', inv.order_name],
    ['Client', inv.client_name],
    ['Date (UTC)', inv.created_date],
    ['Amount', money(inv.payable)],
    ['Paid', money(inv.paid)],
    ['Balance due', money(Math.round((inv.payable - inv.paid) * 100) / 100)],
  ];
  const body =
    '<rect width="600" height="520" fill="#ffffff"/><rect width="600" height="80" fill="#1f6f8b"/>' +
    text(30, 52, 30, '#ffffff', 'Hearth Home Services', 'font-weight="700"') +
    rows
      .map(
        ([k, v], i) =>
          text(30, 140 + i * 44, 22, '#555555', k) +
          text(570, 140 + i * 44, 22, '#111111', v, 'text-anchor="end"'),
      )
      .join('');
  return svgDoc(600, 520, body, `Invoice ${inv.number}`);
}
