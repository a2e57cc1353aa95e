import { Check, Copy, Globe, Link2, Link2Off, RefreshCw, UserMinus } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { ConfirmForm } from "~/components/confirm-form";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Sentence, theirs } from "~/components/sentence";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { CollectionPage } from "~/domain/collections/collections.server";
import { MEMBER_ROLES, type MemberRole } from "~/domain/collections/rules";
import { formatDate } from "~/lib/format";
import { type FormResult, resultFor } from "~/lib/forms";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { JOIN_ROLE_LABELS, ROLE_LABELS } from "./collection-parts";

const sectionClass = "flex flex-col gap-4 rounded-xl border bg-card p-5";

function ResultMessage({ result }: { result: FormResult | undefined }) {
  if (result?.formError) return <FormMessage tone="error">{result.formError}</FormMessage>;
  if (result?.notice) return <FormMessage tone="success">{result.notice}</FormMessage>;
  return null;
}

/** The members with their roles; the owner changes roles and removes members (a removed member is cut off at once). */
export function MembersSection({
  members,
  owner,
  viewerId,
  result,
}: {
  members: CollectionPage["members"];
  owner: boolean;
  viewerId: string;
  result: FormResult | undefined;
}) {
  return (
    <section aria-labelledby="collection-members-heading" className={sectionClass}>
      <h2 id="collection-members-heading" className="font-semibold">
        {m.collection_members_heading()}
      </h2>
      <ResultMessage result={resultFor(result, "member-role") ?? resultFor(result, "remove-member")} />
      <ul className="flex flex-col divide-y">
        {members.map((member) => (
          <li key={member.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium break-words">
                {member.id === viewerId ? (
                  <Sentence>{m.collection_live_you({ name: theirs(member.name) })}</Sentence>
                ) : (
                  <bdi>{member.name}</bdi>
                )}
              </span>
              <span className="text-xs text-muted-foreground">{ROLE_LABELS[member.role]()}</span>
            </p>
            {owner && member.role !== "owner" && (
              <div className="flex flex-wrap items-end gap-2">
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="memberId" value={member.id} />
                  <label className="flex flex-col gap-1 text-xs text-muted-foreground">
                    <Sentence>{m.collection_member_role_label({ name: theirs(member.name) })}</Sentence>
                    <Select name="role" defaultValue={member.role} className="min-h-9 w-auto text-sm text-foreground">
                      {MEMBER_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]()}
                        </option>
                      ))}
                    </Select>
                  </label>
                  <Button type="submit" name="intent" value="member-role" variant="outline" size="sm">
                    {m.form_save()}
                  </Button>
                </Form>
                <ConfirmForm
                  label={m.collection_member_remove()}
                  text={<Sentence>{m.collection_member_remove_text({ name: theirs(member.name) })}</Sentence>}
                  confirm={<Sentence>{m.collection_member_remove_confirm({ name: theirs(member.name) })}</Sentence>}
                  intent="remove-member"
                  icon={UserMinus}
                  fields={{ memberId: member.id }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The join link as text to copy; with JavaScript, a button copies it. */
function CopyLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="join-link">{m.collection_link_label()}</Label>
      <div className="flex gap-2">
        <Input id="join-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            await navigator.clipboard.writeText(link);
            setCopied(true);
          }}
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? m.collection_link_copied() : m.collection_link_copy()}
        </Button>
      </div>
    </div>
  );
}

export type SharingView = {
  joinLink: string | null;
  joinExpiresAt: Date | null;
  joinRole: MemberRole;
  isPublic: boolean;
  publicPath: string;
};

/** The owner's sharing settings: the join link, what new members may do, and the public page. */
export function SharingSection({
  sharing,
  locale,
  result,
}: {
  sharing: SharingView;
  locale: Locale;
  result: FormResult | undefined;
}) {
  return (
    <section aria-labelledby="collection-sharing-heading" className={sectionClass}>
      <h2 id="collection-sharing-heading" className="font-semibold">
        {m.collection_sharing_heading()}
      </h2>
      <ResultMessage result={resultFor(result, "link")} />
      {sharing.joinLink ? (
        <>
          <CopyLink link={sharing.joinLink} />
          <p className="text-sm text-muted-foreground">
            {m.collection_link_hint({
              date: sharing.joinExpiresAt ? formatDate(sharing.joinExpiresAt, locale, { dateStyle: "medium" }) : "",
            })}
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            <Button type="submit" name="link" value="new" variant="outline" size="sm">
              <RefreshCw aria-hidden className="size-4" />
              {m.collection_link_new()}
            </Button>
            <Button type="submit" name="link" value="off" variant="outline" size="sm">
              <Link2Off aria-hidden className="size-4" />
              {m.collection_link_off()}
            </Button>
            <input type="hidden" name="intent" value="link" />
          </Form>
        </>
      ) : (
        <Form method="post" className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{m.collection_link_is_off()}</p>
          <input type="hidden" name="intent" value="link" />
          <Button type="submit" name="link" value="new" variant="outline" size="sm">
            <Link2 aria-hidden className="size-4" />
            {m.collection_link_on()}
          </Button>
        </Form>
      )}

      <Form method="post" className="flex flex-col gap-2 border-t pt-4">
        <ResultMessage result={resultFor(result, "join-role")} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{m.collection_join_role_legend()}</legend>
          {MEMBER_ROLES.map((role) => (
            <label key={role} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={sharing.joinRole === role}
                className="mt-1"
              />
              <span>{JOIN_ROLE_LABELS[role]()}</span>
            </label>
          ))}
        </fieldset>
        <SubmitButton intent="join-role" variant="outline" size="sm" className="self-start">
          {m.form_save()}
        </SubmitButton>
      </Form>

      <Form method="post" className="flex flex-col items-start gap-2 border-t pt-4">
        <ResultMessage result={resultFor(result, "public")} />
        <h3 className="flex items-center gap-2 text-sm font-medium">
          <Globe aria-hidden className="size-4" />
          {m.collection_public_heading()}
        </h3>
        <p className="text-sm text-muted-foreground">
          {sharing.isPublic ? m.collection_public_is_on() : m.collection_public_explained()}
        </p>
        {sharing.isPublic && (
          <LocalizedLink to={sharing.publicPath} className="text-sm font-medium text-primary hover:underline">
            {m.collection_public_open()}
          </LocalizedLink>
        )}
        <input type="hidden" name="public" value={sharing.isPublic ? "off" : "on"} />
        <SubmitButton intent="public" variant="outline" size="sm">
          {sharing.isPublic ? m.collection_public_turn_off() : m.collection_public_turn_on()}
        </SubmitButton>
      </Form>
    </section>
  );
}
