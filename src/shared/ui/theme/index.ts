export { createTheme, DEFAULT_BRAND, DEFAULT_BRAND_COLOR } from './theme';
export type { AppTheme, Brand, LogoAsset, LogoSet } from './theme';
export { GlobalStyles } from './GlobalStyles';
