import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NoteList } from "~/components/notes";
import { ProfileCard } from "~/components/profile-card";
import { MembersSection } from "~/routes/collections/+shared/collection-people";
import { RecipesSection } from "~/routes/collections/+shared/collection-recipes";
import { describeChange, Presence } from "~/routes/collections/+shared/live";
import PublicCollection from "~/routes/collections/public";
import { CopiedFromLine, SharedRecipe } from "~/routes/recipes/+shared/recipe-sharing";

/**
 * Issue 17, class 10: text from other cooks is shown isolated, so a right-to-left override (U+202E) in a name or a
 * title cannot turn around what the page says next to it ("Shared by Ada" must not read as someone else's words).
 * A text with the override counts as isolated when it sits in a `<bdi>` or an element with `dir`, or between
 * FSI and PDI inside a sentence of ours.
 */
type PageProps = Parameters<typeof PublicCollection>[0];

const RLO = "\u202e";
const SPOOF = `Ada${RLO}fdp.exe`;
const WHEN = new Date("2026-11-20T10:00:00Z");
/** The viewer's role in the collection (a prop, not an ARIA role). */
const OWNER = "owner" as const;

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
  return found;
}

const isolatedByElement = (node: Text) => Boolean(node.parentElement?.closest("bdi, [dir]"));
const isolatedInText = (text: string) =>
  [...text.matchAll(new RegExp(RLO, "g"))].every(({ index }) => {
    const before = text.slice(0, index);
    return before.lastIndexOf("\u2068") > before.lastIndexOf("\u2069") && text.indexOf("\u2069", index) > index;
  });

/**
 * Every override shown on the page is isolated, and there are as many as the page shows others' texts. (Labels read
 * out by screen readers are spoken, not laid out, so the bidi algorithm does not apply to them.)
 */
function expectIsolated(container: HTMLElement, shown: number) {
  const spoofed = textNodes(container).filter((node) => node.data.includes(RLO));
  expect(spoofed.length).toBe(shown);
  for (const node of spoofed) expect(isolatedByElement(node) || isolatedInText(node.data), node.data).toBe(true);
}

function renderInRouter(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />).container;
}

describe("text from others is isolated", () => {
  it.each<[where: string, element: ReactNode, shown: number]>([
    [
      "a note in a collection: title, author, text, recipe and collection",
      <NoteList
        key="notes"
        notes={[
          {
            id: "n1",
            title: SPOOF,
            body: SPOOF,
            authorId: "u2",
            authorName: SPOOF,
            updatedAt: WHEN,
            recipe: { id: "r1", title: SPOOF },
            collectionName: SPOOF,
          },
        ]}
      />,
      5,
    ],
    [
      "a cook's public profile",
      <ProfileCard key="profile" profile={{ name: SPOOF, image: null, memberSince: WHEN.toISOString() }} locale="en" />,
      1,
    ],
    [
      "a collection's recipes: title, description, who added it",
      <RecipesSection
        key="recipes"
        recipes={[
          {
            id: "r1",
            title: SPOOF,
            description: SPOOF,
            totalMinutes: 20,
            imageStatus: "none",
            imageWidth: null,
            imageVariants: null,
            updatedAt: WHEN,
            authorId: "u2",
            authorName: SPOOF,
            addedAt: WHEN,
          },
        ]}
        role={OWNER}
        viewerId="u1"
        coverRecipeId={null}
        result={undefined}
      />,
      3,
    ],
    [
      "a collection's members, as the owner sees them",
      <MembersSection
        key="members"
        members={[{ id: "u2", name: SPOOF, role: "editor", joinedAt: WHEN }]}
        owner
        viewerId="u1"
        result={undefined}
      />,
      4,
    ],
    [
      "who has the collection open",
      <Presence
        key="presence"
        snapshot={{ state: "joined", present: [{ id: "u2", name: SPOOF }] } as never}
        viewerId="u1"
      />,
      1,
    ],
    [
      "a recipe shared with the reader, and a copy of one",
      <div key="shared">
        <SharedRecipe authorName={SPOOF} via={[{ id: "c1", name: SPOOF }]} />
        <CopiedFromLine copiedFrom={{ authorName: SPOOF, collectionName: SPOOF } as never} />
      </div>,
      4,
    ],
  ])("%s", (_, element, shown) => {
    expectIsolated(renderInRouter(element), shown);
  });

  it("a public collection: its name, description, owner and recipes", async () => {
    const loaderData = {
      collection: { id: "c1", name: SPOOF, description: SPOOF, ownerId: "u2", ownerName: SPOOF },
      recipes: [
        {
          id: "r1",
          title: SPOOF,
          description: SPOOF,
          servings: 4,
          totalMinutes: 20,
          picture: null,
          ingredientSections: [{ title: SPOOF, lines: [{ id: "l1", text: "200 g Mehl" }] }],
          instructionSections: [{ title: null, steps: [{ id: "s1", text: "Backen." }] }],
        },
        {
          id: "r2",
          title: "Brot",
          description: null,
          servings: null,
          totalMinutes: null,
          picture: null,
          ingredientSections: [],
          instructionSections: [],
        },
      ],
      jsonLd: [],
    };
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => <PublicCollection {...({ loaderData, params: {}, matches: [] } as unknown as PageProps)} />,
      },
    ]);
    const { container, findByRole } = render(<Stub initialEntries={["/"]} />);
    await findByRole("heading", { level: 1 });
    // The name, description, owner, the recipe in the contents, its heading, description and section.
    expectIsolated(container, 7);
  });

  it("announces live changes with the names and titles isolated", () => {
    const by = { id: "u2", name: SPOOF };
    const sentences = [
      describeChange({ kind: "recipes-added", by, titles: [SPOOF] } as never),
      describeChange({ kind: "note-saved", by, title: SPOOF } as never),
      describeChange({ kind: "member-joined", member: by } as never),
    ];
    for (const sentence of sentences) expect(isolatedInText(sentence), sentence).toBe(true);
  });
});
