import { Link, type LinkProps } from '@hearth/shared/router';

export interface RouteLinkProps extends Omit<LinkProps, 'to'> {
  /** A bound href (`useRouteHref`), or undefined when the link is unbound. */
  to: string | undefined;
}

/**
 * A link into another container. Unbound (its remote is not deployed, or no longer has the route), it renders its
 * text without a link: never a broken href, never a crash (ADR 0029).
 */
export function RouteLink({ to, children, className, ...rest }: RouteLinkProps) {
  if (to === undefined) return <span className={className}>{children}</span>;
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}
