import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type {Props} from '@theme/Footer/Logo';
import styles from './styles.module.css';

/**
 * The stock footer logo, loaded lazily: the footer is below the fold on every page, and the
 * stock component gives its image no `loading` attribute.
 */
function LogoImage({logo}: Props) {
  const {withBaseUrl} = useBaseUrlUtils();
  const sources = {light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src)};
  return (
    <ThemedImage
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt}
      sources={sources}
      width={logo.width}
      height={logo.height}
      style={logo.style}
      loading="lazy"
    />
  );
}

export default function FooterLogo({logo}: Props): React.ReactNode {
  return logo.href ? (
    <Link href={logo.href} className={styles.footerLogoLink} target={logo.target}>
      <LogoImage logo={logo} />
    </Link>
  ) : (
    <LogoImage logo={logo} />
  );
}
