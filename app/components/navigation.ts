import {
  BookOpen,
  CircleUserRound,
  Cookie,
  FileText,
  House,
  Library,
  type LucideIcon,
  Mail,
  NotebookPen,
  NotebookText,
  Settings,
  Shield,
} from "lucide-react";
import { m } from "~/paraglide/messages.js";

export type NavItem = { to: string; label: () => string; icon: LucideIcon };

/** The sidebar's order is the spec's: main sections, then the legal and help links. */
const COLLECTIONS_NAV: NavItem = { to: "/collections", label: m.nav_collections, icon: Library };

export const MAIN_NAV: NavItem[] = [
  { to: "/dashboard", label: m.nav_home, icon: House },
  { to: "/recipes", label: m.nav_recipes, icon: NotebookText },
  COLLECTIONS_NAV,
  { to: "/notes", label: m.nav_notes, icon: NotebookPen },
  { to: "/settings", label: m.nav_settings, icon: Settings },
];

export const SECONDARY_NAV: NavItem[] = [
  { to: "/articles", label: m.nav_articles, icon: BookOpen },
  { to: "/terms", label: m.nav_terms, icon: FileText },
  { to: "/privacy", label: m.nav_privacy, icon: Shield },
  { to: "/contact", label: m.nav_contact, icon: Mail },
];

export const PROFILE_NAV: NavItem = { to: "/profile", label: m.nav_profile, icon: CircleUserRound };
export const COOKIE_SETTINGS_ICON = Cookie;

/** Small screens: the main sections plus Profile and Settings, thumb-reachable at the bottom. */
export const BOTTOM_NAV: NavItem[] = [
  { to: "/dashboard", label: m.nav_home, icon: House },
  { to: "/recipes", label: m.nav_recipes, icon: NotebookText },
  COLLECTIONS_NAV,
  PROFILE_NAV,
  { to: "/settings", label: m.nav_settings, icon: Settings },
];
