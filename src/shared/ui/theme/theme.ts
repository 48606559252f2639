import { ensureContrast, isHexColor, mix, readableTextOn } from '@/shared/lib/color';

/**
 * White-label design tokens. A chain brands the product with one colour (the account's
 * brand_color) and, optionally, its own logo set; everything else derives from those.
 */

/** One logo image; without a `src` the product's built-in artwork is drawn in the brand colour. */
export interface LogoAsset {
  src?: string;
  /** intrinsic aspect ratio (width / height), used to reserve space before the image loads */
  aspectRatio?: number;
}

/**
 * The three logo sets a brand provides: `full` (symbol and name, on light surfaces), `compact`
 * (symbol only: narrow screens, favicons) and `inverse` (for brand-coloured or dark surfaces).
 */
export interface LogoSet {
  full: LogoAsset;
  compact: LogoAsset;
  inverse: LogoAsset;
}

export interface Brand {
  /** product name shown beside the logo and in the page title */
  productName: string;
  logos: LogoSet;
}

export interface AppTheme {
  brand: Brand;
  colors: {
    primary: string;
    primaryHover: string;
    primarySoft: string;
    onPrimary: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    border: string;
    borderStrong: string;
    text: string;
    textMuted: string;
    focus: string;
    danger: string;
    dangerSoft: string;
    success: string;
    successSoft: string;
    neutralSoft: string;
  };
  fonts: { body: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { card: string; raised: string };
  /** spacing scale in px multiples of 4 */
  space: (steps: number) => string;
  /** min-width media queries */
  mq: { sm: string; md: string; lg: string };
}

/** Brand colour when the account has none (or an unusable one). */
export const DEFAULT_BRAND_COLOR = '#0f766e';

/** The product's own brand, used before sign-in and by accounts without a white-label set. */
export const DEFAULT_BRAND: Brand = {
  productName: 'Clube Varejo',
  logos: { full: {}, compact: {}, inverse: {} },
};

/** Builds the theme for a brand colour and brand; invalid colours fall back to the default. */
export function createTheme(brandColor?: string | null, brand: Brand = DEFAULT_BRAND): AppTheme {
  const raw = isHexColor(brandColor) ? brandColor.trim() : DEFAULT_BRAND_COLOR;
  const base = raw.startsWith('#') ? raw : `#${raw}`;
  // Brand text sits on white and on the pale brand tint (badges, avatars), and white text sits on
  // the brand colour: darken pale brands until the tint, the hardest of the three, passes AA.
  const primarySoft = mix(base, '#ffffff', 0.9);
  const primary = ensureContrast(base, primarySoft);
  return {
    brand,
    colors: {
      primary,
      primaryHover: mix(primary, '#000000', 0.14),
      primarySoft,
      onPrimary: readableTextOn(primary),
      background: '#f4f6f8',
      surface: '#ffffff',
      surfaceMuted: '#f8fafc',
      border: '#e2e8f0',
      borderStrong: '#94a3b8',
      text: '#0f172a',
      textMuted: '#475569',
      focus: mix(primary, '#2563eb', 0.35),
      danger: '#b42318',
      dangerSoft: '#fef3f2',
      success: '#067647',
      successSoft: '#ecfdf3',
      neutralSoft: '#f1f5f9',
    },
    fonts: {
      body: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
    radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
    shadows: {
      card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
      raised: '0 12px 32px rgba(15, 23, 42, 0.12)',
    },
    space: (steps: number) => `${steps * 4}px`,
    mq: {
      sm: '@media (min-width: 640px)',
      md: '@media (min-width: 900px)',
      lg: '@media (min-width: 1200px)',
    },
  };
}
