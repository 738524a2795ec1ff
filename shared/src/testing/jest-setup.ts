import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { resetAllStores, zustandWithReset } from './reset-stores';
import { bindRoutes } from '../stores/bound-routes-store';
import { devBoundRoutes } from './bound-routes';

jest.mock('zustand', () => zustandWithReset(jest.requireActual('zustand')));

// Links into other containers are bound as the dev shell binds them (a test of unbound links binds its own table).
beforeEach(() => bindRoutes(devBoundRoutes()));

afterEach(() => {
  act(() => resetAllStores());
});
