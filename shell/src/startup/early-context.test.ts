import { installNativeContext, useNativeContextStore } from '@hearth/shared';
import { resetStores } from '../lib/testing/fixtures';
import { queueEarlyNativeContext } from './early-context';

describe('a native context handed over before the shell has started', () => {
  beforeEach(() => {
    resetStores();
    delete window.runSetEpicContext;
  });
  afterAll(() => {
    delete window.runSetEpicContext;
  });

  it('is queued by the entry and applied in order when the context is installed; the latest wins', () => {
    queueEarlyNativeContext();
    window.runSetEpicContext?.({ fjjUserId: '5', language: '0' });
    window.runSetEpicContext?.('{"language":"1","appAuthCode":"abc"}');
    expect(useNativeContextStore.getState().language).toBeNull();

    installNativeContext('?fjjUserId=7&language=0');
    expect(useNativeContextStore.getState()).toMatchObject({
      fjjUserId: '5',
      language: '1',
      appAuthCode: 'abc',
    });
    // From now on the real handler applies each context at once.
    window.runSetEpicContext?.({ language: '0' });
    expect(useNativeContextStore.getState().language).toBe('0');
  });

  it('leaves a handler the page already has alone', () => {
    const own = jest.fn();
    window.runSetEpicContext = own;
    queueEarlyNativeContext();
    expect(window.runSetEpicContext).toBe(own);
  });
});
