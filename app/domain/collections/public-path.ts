/** Where a public collection is read, by anyone (and search engines): under its owner's public profile. */
export const publicCollectionPath = (ownerId: string, collectionId: string) =>
  `/cooks/${ownerId}/collections/${collectionId}`;
