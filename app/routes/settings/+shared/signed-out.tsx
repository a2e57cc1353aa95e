import { SignInRequired } from "~/components/sign-in-required";
import { SettingsSection } from "./section";

/** A settings section seen by a visitor: what it holds and the way to sign in. */
export function SignedOutSection({ title, description, text }: { title: string; description: string; text: string }) {
  return (
    <SettingsSection title={title} description={description}>
      <SignInRequired text={text} />
    </SettingsSection>
  );
}
