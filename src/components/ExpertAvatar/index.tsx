import React from 'react';
import clsx from 'clsx';
import {hueOf, initialsOf} from '@site/src/data/experts';
import styles from './styles.module.css';

type Props = {
  slug: string;
  name: string;
  size?: 'medium' | 'large';
  className?: string;
};

/**
 * A locally drawn avatar: the person's initials on a circle whose colour is
 * derived from the slug. No photo is fetched. It is decorative because the
 * name is always printed next to it.
 */
export default function ExpertAvatar({slug, name, size = 'medium', className}: Props): React.ReactNode {
  const hue = hueOf(slug);
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.avatar, size === 'large' && styles.large, className)}
      style={{'--avatar-hue': hue} as React.CSSProperties}
      data-testid="expert-avatar">
      {initialsOf(name)}
    </span>
  );
}
