import { m } from "~/paraglide/messages.js";
import { INTL_LOCALE, type Locale } from "./locale";

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options?: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options ?? { dateStyle: "long" }).format(new Date(value));
}

/** An amount in the currency's minor units (cents; yen have none), as Stripe gives prices, formatted for `locale`. */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: currency.toUpperCase() });
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A recurring price as Stripe gives it: the amount in minor units, the currency, and how often ("month", "year"). */
export type RecurringPrice = { amount: number; currency: string; interval: string };

/** "€4.99/month", "4,99 €/Monat". */
export function formatRecurringPrice({ amount, currency, interval }: RecurringPrice, locale: Locale): string {
  return m.price_per_interval({ price: formatMoney(amount, currency, locale), interval }, { locale });
}
