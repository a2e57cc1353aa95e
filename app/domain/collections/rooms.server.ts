import type { LiveChange, LivePerson, RoomCommand } from "./live";

/** The RPC surface of a collection's Durable Object (worker/durable-objects/collection-room.ts implements it). */
export interface CollectionRoomRpc extends Rpc.DurableObjectBranded {
  apply(command: RoomCommand): Promise<void>;
}
export type CollectionRoomNamespace = DurableObjectNamespace<CollectionRoomRpc>;

const person = ({ id, name }: LivePerson): LivePerson => ({ id, name });

/** Of a person only their id and name go to the pages: callers may hand in a whole session user (e-mail and all). */
function onlyNames(command: RoomCommand): RoomCommand {
  if (command.type !== "announce" && command.type !== "remove-member") return command;
  const { change } = command;
  const cleaned: LiveChange =
    "by" in change ? { ...change, by: person(change.by) } : { ...change, member: person(change.member) };
  return { ...command, change: cleaned };
}

/**
 * Tells a collection's object what changed, after the change is in D1. D1 is the truth: a room that cannot be
 * reached costs its pages a live update, never the change itself (they catch up when they next load or reconnect).
 */
export function collectionRooms(namespace: CollectionRoomNamespace) {
  return {
    async tell(collectionId: string, command: RoomCommand): Promise<void> {
      try {
        await namespace.get(namespace.idFromName(collectionId)).apply(onlyNames(command));
      } catch (error) {
        console.error(`collection ${collectionId}: live update not delivered`, error);
      }
    },
  };
}
export type CollectionRooms = ReturnType<typeof collectionRooms>;
