import { FormMessage } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { m } from "~/paraglide/messages.js";

/** Why an addition was refused by the plan (domain/billing/plans.ts), with the way to a bigger plan. */
export function PlanLimitMessage({ message }: { message: string }) {
  return (
    <FormMessage tone="error">
      <p>{message}</p>
      <LocalizedLink to="/pricing" className="font-medium underline">
        {m.plan_limit_upgrade()}
      </LocalizedLink>
    </FormMessage>
  );
}
