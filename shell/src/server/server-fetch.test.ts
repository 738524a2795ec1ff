/** @jest-environment node */
import { installServerFetch, setPageOrigin } from './server-fetch';

describe("the server's requests", () => {
  const seen: string[] = [];
  const original = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return new Response('{}');
    }) as typeof fetch;
    installServerFetch('http://127.0.0.1:3000');
  });
  afterAll(() => {
    globalThis.fetch = original;
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it("go to the gateway for the page's own origin, never to the host the request named", async () => {
    setPageOrigin('http://lily.localhost:3000');
    await fetch('http://lily.localhost:3000/api/cmis/ur/info?userId=1');
    expect(seen).toEqual(['http://127.0.0.1:3000/api/cmis/ur/info?userId=1']);
  });

  it('go where the runtime config says for any other host', async () => {
    setPageOrigin('http://evil.example:3000');
    await fetch('http://127.0.0.1:4000/cmis/ur/info');
    expect(seen).toEqual(['http://127.0.0.1:4000/cmis/ur/info']);
  });
});
