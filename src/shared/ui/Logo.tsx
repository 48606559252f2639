import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { LogoSet } from './theme';

export type LogoVariant = keyof LogoSet;

const Wrapper = styled.span<{ inverse: boolean; height: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => Math.round(p.height * 0.3)}px;
  color: ${(p) => (p.inverse ? '#ffffff' : p.theme.colors.text)};
  font-weight: 700;
  font-size: ${(p) => Math.round(p.height * 0.55)}px;
  letter-spacing: -0.01em;
  line-height: 1;
  white-space: nowrap;
`;

/** The product symbol: a shopping bag holding a heart (retail + loyalty), drawn in the brand colour. */
function BrandMark({ size, inverse }: { size: number; inverse: boolean }) {
  const theme = useTheme();
  const fill = inverse ? '#ffffff' : theme.colors.primary;
  const ink = inverse ? theme.colors.primary : '#ffffff';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill={fill} />
      <path d="M11 15h18l-1.6 15.2a2 2 0 0 1-2 1.8H14.6a2 2 0 0 1-2-1.8Z" fill="none" stroke={ink} strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M15.5 15v-2a4.5 4.5 0 0 1 9 0v2" fill="none" stroke={ink} strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M20 27.2s-4.6-2.8-4.6-5.7a2.4 2.4 0 0 1 4.6-1 2.4 2.4 0 0 1 4.6 1c0 2.9-4.6 5.7-4.6 5.7Z"
        fill={ink}
      />
    </svg>
  );
}

export interface LogoProps {
  /** full = symbol and name; compact = symbol only; inverse = full, for brand-coloured surfaces */
  variant?: LogoVariant;
  /** rendered height in px */
  height?: number;
  className?: string;
  /** an account's own logo for this variant (Account.logos), in place of the theme's set */
  src?: string | null;
  /** whose logo it is (alt text); defaults to the product's name */
  brandName?: string;
}

/**
 * The brand's logo: the account's image when given (`src`), else the theme set's image, otherwise
 * the product's symbol and name drawn in the brand colour.
 */
export function Logo({ variant = 'full', height = 32, className, src, brandName }: LogoProps) {
  const theme = useTheme();
  const intl = useIntl();
  const { productName, logos } = theme.brand;
  const asset = logos[variant];
  const alt = intl.formatMessage({ id: 'ui.logoAlt' }, { brand: brandName ?? productName });
  if (src) {
    // an account's generated or uploaded image: its width follows its own aspect ratio
    return <img src={src} alt={alt} height={height} className={className} style={{ width: 'auto', maxWidth: '100%' }} />;
  }
  if (asset.src) {
    const width = asset.aspectRatio ? Math.round(height * asset.aspectRatio) : undefined;
    return <img src={asset.src} alt={alt} height={height} width={width} className={className} />;
  }
  const inverse = variant === 'inverse';
  return (
    <Wrapper inverse={inverse} height={height} className={className} role="img" aria-label={alt}>
      <BrandMark size={height} inverse={inverse} />
      {variant !== 'compact' && <span aria-hidden="true">{productName}</span>}
    </Wrapper>
  );
}
