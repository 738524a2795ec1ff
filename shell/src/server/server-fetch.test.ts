/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installServerFetch, setPageOrigin } from './server-fetch';

describe("the server's requests", () => {
  const gatewaySeen: { url: string; host: string }[] = [];
  const directSeen: string[] = [];
  const original = globalThis.fetch;
  let gateway: http.Server;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      gatewaySeen.push({ url: req.url ?? '', host: req.headers.host ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      directSeen.push(input instanceof Request ? input.url : String(input));
      return new Response('{}');
    }) as typeof fetch;
    installServerFetch(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    globalThis.fetch = original;
    gateway.close();
  });
  beforeEach(() => {
    gatewaySeen.length = 0;
    directSeen.length = 0;
  });

  it("go to the gateway for the page's own origin, with the site's Host, never to the host itself", async () => {
    setPageOrigin('http://lily.localhost:3000');
    const res = await fetch('http://lily.localhost:3000/api/cmis/ur/info?userId=1');
    expect(await res.json()).toEqual({ code: 200 });
    expect(gatewaySeen).toEqual([{ url: '/api/cmis/ur/info?userId=1', host: 'lily.localhost:3000' }]);
    expect(directSeen).toEqual([]);
  });

  it('go where the runtime config says for any other host', async () => {
    setPageOrigin('http://evil.example:3000');
    await fetch('http://127.0.0.1:4000/cmis/ur/info');
    expect(directSeen).toEqual(['http://127.0.0.1:4000/cmis/ur/info']);
    expect(gatewaySeen).toEqual([]);
  });
});
