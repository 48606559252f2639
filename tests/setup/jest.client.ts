import '@testing-library/jest-dom';
// Also types (and registers) the DOM matchers for tests that import `expect` from @jest/globals.
import '@testing-library/jest-dom/jest-globals';
