import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { resetAllStores, zustandWithReset } from './reset-stores';

jest.mock('zustand', () => zustandWithReset(jest.requireActual('zustand')));

afterEach(() => {
  act(() => resetAllStores());
});
