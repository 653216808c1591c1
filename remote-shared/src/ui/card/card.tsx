import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  raised?: boolean;
  /** No inner padding (for cards that start with an image). */
  flush?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', raised = false, flush = false, className, children, ...rest }: CardProps) {
  return (
    <Tag className={[styles.card, raised && styles.raised, flush && styles.flush, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
