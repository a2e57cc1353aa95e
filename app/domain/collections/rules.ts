// Limits and roles without zod, so pages that only show them do not download the schemas (issue 24).

/** Limits of collections and notes (ADR 013); the forms show them and the domain enforces them. */
export const COLLECTION_LIMITS = {
  name: 80,
  description: 500,
  recipes: 500,
  /** Members of one collection, its owner included. */
  members: 100,
  /** How long a join link works after it was made. */
  joinLinkDays: 30,
  /** Recipes added in one go from the recipe list. */
  addAtOnce: 100,
} as const;

export const NOTE_LIMITS = { title: 120, body: 10_000 } as const;

export const MEMBER_ROLES = ["editor", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type CollectionRole = MemberRole | "owner";

/** Owners and editors add recipes and notes; viewers only look. */
export const canAdd = (role: CollectionRole) => role !== "viewer";
