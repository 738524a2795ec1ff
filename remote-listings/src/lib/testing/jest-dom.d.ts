// Types of the jest-dom matchers (registered at run time by shared/src/testing/jest-setup.ts).
/// <reference types="@testing-library/jest-dom" />
