// Type the jest-dom matchers (installed by shared/src/testing/jest-setup.ts) for the shell's tests.
/// <reference types="@testing-library/jest-dom" />
