import { CreditCard, type LucideIcon, Palette, Ruler, Salad, ShieldCheck, UserRound, WifiOff } from "lucide-react";
import { m } from "~/paraglide/messages.js";

export type SettingsSection = { to: string; label: () => string; description: () => string; icon: LucideIcon };

export const SETTINGS_SECTIONS: SettingsSection[] = [
  { to: "/settings/account", label: m.settings_account, description: m.settings_account_description, icon: UserRound },
  {
    to: "/settings/appearance",
    label: m.settings_appearance,
    description: m.settings_appearance_description,
    icon: Palette,
  },
  {
    to: "/settings/dietary-preferences",
    label: m.settings_dietary,
    description: m.settings_dietary_description,
    icon: Salad,
  },
  {
    to: "/settings/units-of-measurement",
    label: m.settings_units,
    description: m.settings_units_description,
    icon: Ruler,
  },
  { to: "/settings/offline", label: m.settings_offline, description: m.settings_offline_description, icon: WifiOff },
  {
    to: "/settings/security",
    label: m.settings_security,
    description: m.settings_security_description,
    icon: ShieldCheck,
  },
  { to: "/settings/billing", label: m.settings_billing, description: m.settings_billing_description, icon: CreditCard },
];
