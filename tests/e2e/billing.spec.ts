import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Plans and payments in the browser, in both languages, against the Stripe stand-in the test server runs
 * (scripts/serve-test.mjs --stripe): its checkout and portal pages post their events to the app's webhook, signed
 * as Stripe signs them.
 */
const TEXT = {
  en: {
    prefix: "",
    price: "€4.99/month",
    startTrial: "Start free trial",
    checkout: "Stand-in checkout",
    payTrial: "Start trial",
    trialStarted: "Your free trial has started",
    billing: "Billing",
    plan: "Your plan: Standard",
    credits: "10 of 10 left",
    trialUntil: /Free trial until .+; after that €4\.99\/month, unless you cancel before\./,
    manage: "Manage billing",
    portal: "Stand-in billing portal",
    cancel: "Cancel plan",
    back: "Return to Mise",
    cancelled: /You have cancelled, so you move to Free then and nothing is charged\./,
  },
  de: {
    prefix: "/de",
    price: "4,99\u00a0€/Monat",
    startTrial: "Kostenlos testen",
    checkout: "Stand-in-Kasse",
    payTrial: "Testzeitraum starten",
    trialStarted: "Dein kostenloser Testzeitraum hat begonnen",
    billing: "Abrechnung",
    plan: "Dein Tarif: Standard",
    credits: "10 von 10 übrig",
    trialUntil: /Kostenloser Testzeitraum bis zum .+; danach 4,99\s€\/Monat, wenn du nicht vorher kündigst\./,
    manage: "Abrechnung verwalten",
    portal: "Stand-in-Kundenportal",
    cancel: "Tarif kündigen",
    back: "Zurück zu Mise",
    cancelled: /Du hast gekündigt, danach hast du also Free und es wird nichts abgebucht\./,
  },
};

for (const [language, text] of Object.entries(TEXT)) {
  const de = language === "de";
  test(`${language}: sign up, start the trial through checkout, see it on /success and in Billing, manage it in the portal`, async ({
    page,
  }) => {
    const email = uniqueEmail(`billing-${language}`);
    await signUpAndConfirm(page, { email, de });
    await signIn(page, email, undefined, { de });
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/dashboard$`));

    await page.goto(`${text.prefix}/pricing`);
    await expect(page.getByRole("heading", { name: "Free", exact: true })).toBeVisible();
    // The price is Stripe's, not the app's.
    await expect(page.getByText(text.price)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: text.startTrial }).click();

    await expect(page.getByRole("heading", { name: text.checkout })).toBeVisible();
    await page.getByRole("button", { name: text.payTrial }).click();

    await expect(page).toHaveURL(new RegExp(`${text.prefix}/success\\?session_id=cs_test_\\w+$`));
    await expect(page.getByRole("heading", { name: text.trialStarted })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: text.billing }).click();

    await expect(page).toHaveURL(new RegExp(`${text.prefix}/settings/billing$`));
    await expect(page.getByRole("heading", { name: text.plan })).toBeVisible();
    await expect(page.getByText(text.credits)).toBeVisible();
    await expect(page.getByText(text.trialUntil)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: text.manage }).click();
    await expect(page.getByRole("heading", { name: text.portal })).toBeVisible();
    await expect(page.getByText("trialing")).toBeVisible();
    await page.getByRole("button", { name: text.cancel }).click();
    await page.getByRole("link", { name: text.back }).click();

    // The portal's cancellation reached the app by its webhook.
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/settings/billing$`));
    await expect(page.getByText(text.cancelled)).toBeVisible();
  });
}
