// Exposed as `remote_shared/ui/core`: the design system's tokens and primitives — what the public
// pages use. Kept apart from the back office's components so a visitor downloads none of those.
import '../tokens.css';

export { Button, ButtonLink, buttonClassName } from '../button/button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant } from '../button/button';
export { Spinner } from '../spinner/spinner';
export type { SpinnerProps } from '../spinner/spinner';
export { Card } from '../card/card';
export type { CardProps } from '../card/card';
export { Badge } from '../badge/badge';
export type { BadgeTone } from '../badge/badge';
export { Icon, ICON_NAMES } from '../icon/icon';
export type { IconName, IconProps } from '../icon/icon';
export { VisuallyHidden, visuallyHiddenClassName } from '../visually-hidden/visually-hidden';
