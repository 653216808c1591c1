// The dashboard's sections (spec §2): Users, then one per content type that declares `admin`, in
// its declared order, then Redirects (Admins and Publishers), Activity and System (Admins only),
// then My account. Every content type gets the generic section, drawn from its declaration; only
// the contact inbox has a page of its own (docs/inbox.md: states, replies and the privacy tools are
// more than a list of records).
import type { ReactElement } from 'react';
import type { AnyContentType } from 'remote_shared/schemas';
import type { IconName } from 'remote_shared/ui';
import { lazySection } from './lazy-section';
import { UnreadBadge } from './unread-badge';

// Each section is its own chunk, fetched when it is first opened (and fetched again on Retry).
const UsersPage = lazySection(() => import('../features/users/users-page'));
const ContentSection = lazySection(() => import('../content/content-section'));
const AccountPage = lazySection(() => import('../features/account/account-page'));
const ActivityPage = lazySection(() => import('../features/activity/activity-page'));
const SystemPage = lazySection(() => import('../features/system/system-page'));
const RedirectsPage = lazySection(() => import('../features/redirects/redirects-page'));

/** The content types whose section is written by hand, by type name. */
const OWN_PAGES: Record<string, ReturnType<typeof lazySection>> = {
  contacts: lazySection(() => import('../features/contacts/contacts-page')),
};

/** What a section's sidebar entry shows beside its name, by type name (the inbox's unread count). */
const BADGES: Record<string, ReactElement> = {
  contacts: <UnreadBadge />,
};

export interface DashboardSection {
  /** Under /admin/dashboard/. */
  path: string;
  label: string;
  icon: IconName;
  element: ReactElement;
  /** Beside the label in the sidebar (a count). */
  badge?: ReactElement;
  /** Reached from the sidebar's footer (My account), not its list. */
  hidden?: boolean;
}

export function dashboardSections(contentTypes: readonly AnyContentType[]): DashboardSection[] {
  const content = contentTypes
    .filter((type) => type.admin)
    .sort((a, b) => a.admin!.order - b.admin!.order)
    .map((type) => {
      const Own = OWN_PAGES[type.name];
      return {
        path: type.admin!.path,
        label: type.admin!.title,
        icon: type.admin!.icon as IconName,
        // Keyed by type: going from one generic section to another mounts it anew, with its own list's hooks.
        element: Own ? <Own /> : <ContentSection key={type.name} type={type} />,
        badge: BADGES[type.name],
      };
    });
  return [
    { path: 'users', label: 'Users', icon: 'users', element: <UsersPage /> },
    ...content,
    // Admins and Publishers (docs/redirects.md): guarded in lib/session.ts, so hidden from Content_Creators.
    { path: 'redirects', label: 'Redirects', icon: 'arrow-right', element: <RedirectsPage /> },
    // Admin only (docs/workflow.md, "Audit trail"): guarded in lib/session.ts, so hidden from other roles.
    { path: 'activity', label: 'Activity', icon: 'eye', element: <ActivityPage contentTypes={contentTypes} /> },
    // What runs (docs/releases.md, "The System section"); Admin only, guarded in lib/session.ts.
    { path: 'system', label: 'System', icon: 'server', element: <SystemPage /> },
    { path: 'account', label: 'My account', icon: 'user', element: <AccountPage />, hidden: true },
  ];
}
