// Types of the jest-dom matchers (the shared jest setup installs them at run time for every test file).
/// <reference types="@testing-library/jest-dom" />
