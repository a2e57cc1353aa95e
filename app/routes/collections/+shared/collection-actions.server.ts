import { data, type RouterContextProvider } from "react-router";
import type { AuthSession } from "~/domain/accounts/auth.server";
import { deleteCollection, setCover, updateCollection, updateSharing } from "~/domain/collections/collections.server";
import { leaveCollection, removeMember, setMemberRole } from "~/domain/collections/members.server";
import { createNote, moveNote } from "~/domain/collections/notes.server";
import { CollectionFormSchema, MemberRoleSchema, NoteFormSchema } from "~/domain/collections/schemas";
import { removeRecipe } from "~/domain/collections/shared-recipes.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect, notFound } from "~/server/responses";

type Args = {
  context: Readonly<RouterContextProvider>;
  request: Request;
  session: AuthSession;
  collectionId: string;
  formData: FormData;
};

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** A change the domain refused because the user may not make it: a 404 as for anything not theirs. */
function required(done: boolean): void {
  if (!done) throw notFound();
}

/**
 * The collection page's forms, one `intent` each. Owner-only changes by anyone else, and anything of a collection
 * the user is not in, answer 404; a viewer who tries to add is told why.
 */
export async function collectionAction({ context, request, session, collectionId, formData }: Args) {
  const { db, rooms } = context.get(appContext);
  const actor = { id: session.user.id, name: session.user.name };
  const intent = text(formData, "intent");
  switch (intent) {
    case "rename": {
      const parsed = parseForm(CollectionFormSchema, formData);
      if (!parsed.success) return data<FormResult>({ intent, errors: parsed.errors }, { status: 400 });
      required(await updateCollection(db, rooms, actor, collectionId, parsed.data));
      return data<FormResult>({ intent, notice: m.collection_saved() });
    }
    case "cover":
      required(await setCover(db, rooms, actor, collectionId, text(formData, "recipeId") || null));
      return data<FormResult>({ intent, notice: m.collection_cover_saved() });
    case "delete":
      required(await deleteCollection(db, rooms, actor.id, collectionId));
      throw localizedRedirect(request, "/collections", { flash: { kind: "collection-deleted" } });
    case "leave":
      required(await leaveCollection(db, rooms, actor, collectionId));
      throw localizedRedirect(request, "/collections", { flash: { kind: "collection-left" } });
    case "remove-recipe": {
      const outcome = await removeRecipe(db, rooms, actor, collectionId, text(formData, "recipeId"));
      if (outcome === "not-found") throw notFound();
      if (outcome === "forbidden") {
        return data<FormResult>({ intent, formError: m.collection_remove_not_yours() }, { status: 403 });
      }
      return data<FormResult>({ intent, notice: m.collection_recipe_removed() });
    }
    case "add-note": {
      const parsed = parseForm(NoteFormSchema, formData);
      if (!parsed.success) return data<FormResult>({ intent, errors: parsed.errors }, { status: 400 });
      const outcome = await createNote(db, rooms, actor, {
        ...parsed.data,
        recipeId: text(formData, "recipeId") || null,
        collectionId,
      });
      if (outcome.status === "not-found") throw notFound();
      if (outcome.status === "forbidden") {
        return data<FormResult>({ intent, formError: m.collection_viewer_cannot_add() }, { status: 403 });
      }
      return data<FormResult>({ intent, notice: m.note_saved() });
    }
    case "note-out": {
      const outcome = await moveNote(db, rooms, actor, text(formData, "noteId"), null);
      if (outcome.status !== "saved") throw notFound();
      return data<FormResult>({ intent, notice: m.collection_note_taken_out() });
    }
    case "link": {
      const link = text(formData, "link");
      if (link !== "new" && link !== "off") return data<FormResult>({ intent }, { status: 400 });
      required(await updateSharing(db, actor.id, collectionId, { link }));
      return data<FormResult>({
        intent,
        notice: link === "new" ? m.collection_link_renewed() : m.collection_link_turned_off(),
      });
    }
    case "join-role": {
      const role = MemberRoleSchema.safeParse(text(formData, "role"));
      if (!role.success) return data<FormResult>({ intent }, { status: 400 });
      required(await updateSharing(db, actor.id, collectionId, { joinRole: role.data }));
      return data<FormResult>({ intent, notice: m.collection_saved() });
    }
    case "public": {
      const isPublic = text(formData, "public") === "on";
      required(await updateSharing(db, actor.id, collectionId, { isPublic }));
      return data<FormResult>({
        intent,
        notice: isPublic ? m.collection_public_on() : m.collection_public_off(),
      });
    }
    case "member-role": {
      const role = MemberRoleSchema.safeParse(text(formData, "role"));
      if (!role.success) return data<FormResult>({ intent }, { status: 400 });
      required(await setMemberRole(db, rooms, actor.id, collectionId, text(formData, "memberId"), role.data));
      return data<FormResult>({ intent, notice: m.collection_saved() });
    }
    case "remove-member":
      required(await removeMember(db, rooms, actor.id, collectionId, text(formData, "memberId")));
      return data<FormResult>({ intent, notice: m.collection_member_removed() });
    default:
      return data<FormResult>({ intent }, { status: 400 });
  }
}
