import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { ItemBase, Page } from "../../contracts/tracker-common.ts";
import { SYNC_KINDS, type SyncKind } from "../../contracts/tracker-kinds.ts";
import { apiRequest, getQueryFn } from "./api.ts";
import { readStored, removeStored, writeStored } from "./storage.ts";

/**
 * Local-first entries (issue 14), shared by every tracker and the journal: what she logs while
 * signed out, and anything the account could not take yet, is kept on this device under
 * "saathi_tracker.<kind>" with the id the server will keep, so uploading twice never makes a
 * duplicate. Signed in, the account's newest page is shown with the device's entries first, and
 * older pages follow when she asks for them (or when a window must be complete: `coverSince`).
 */
export type DeviceItem = ItemBase & Record<string, unknown>;
export const DEVICE_ITEMS_EVENT = "saathi:tracker-items";
/** The entries a page of her account's history holds, newest first. */
export const LOCAL_FIRST_PAGE = 100;
/** The most pages read on their own to complete a window; more come only when she asks. */
export const COVER_PAGES_MAX = 10;

const pageUrl = (kind: SyncKind, before: string | null) =>
  `${SYNC_KINDS[kind]}?limit=${String(LOCAL_FIRST_PAGE)}${before ? `&before=${encodeURIComponent(before)}` : ""}`;
/** The query of a kind's pages on her account (shared by its screens and the sign-in upload). */
export const listKey = (kind: SyncKind) => [pageUrl(kind, null)];

/**
 * The account's newest `pages` pages as one list, and the cursor of the page after them.
 * (Plain useQuery rather than useInfiniteQuery: that would add its code to the first load.)
 */
export interface AccountPages {
  items: DeviceItem[];
  next: string | null;
  pages: number;
}

/**
 * Whether the pages read so far hold every entry from `since` (ISO) on: the cursor of the
 * next page is the time of the oldest entry read (`<time>_<id>`), and what follows is older.
 */
export function pagesCover(next: string | null, since: string): boolean {
  if (!next) return true;
  const oldest = Date.parse(next.split("_")[0] ?? "");
  return Number.isNaN(oldest) || oldest < Date.parse(since);
}

const readPage = getQueryFn<Page<DeviceItem>>({ on401: "returnNull" });
type ReadContext = Parameters<typeof readPage>[0];

/**
 * Reads as many pages again as she has open, one after another (a refresh keeps them; `count`
 * is asked after each page, as she may open another meanwhile); null when the account
 * answers that she is signed out.
 */
async function readPages(
  kind: SyncKind,
  count: () => number,
  context: ReadContext,
): Promise<AccountPages | null> {
  let read: AccountPages = { items: [], next: null, pages: 0 };
  do {
    const page = await readPage({ ...context, queryKey: [pageUrl(kind, read.next)] });
    if (!page) return null;
    read = { items: [...read.items, ...page.items], next: page.next, pages: read.pages + 1 };
  } while (read.next && read.pages < count());
  return read;
}

const keyOf = (kind: SyncKind) => `tracker.${kind}` as const;

export function readDeviceItems(kind: SyncKind): DeviceItem[] {
  try {
    const parsed: unknown = JSON.parse(readStored(keyOf(kind)) ?? "[]");
    return Array.isArray(parsed)
      ? (parsed as unknown[]).filter(
          (item): item is DeviceItem =>
            typeof item === "object" &&
            item !== null &&
            "id" in item &&
            typeof item.id === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** Newest first, like the server's pages. False when the device would not store it. */
export function writeDeviceItems(kind: SyncKind, items: DeviceItem[]): boolean {
  const sorted = [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const saved = sorted.length
    ? writeStored(keyOf(kind), JSON.stringify(sorted))
    : removeStored(keyOf(kind));
  window.dispatchEvent(new CustomEvent(DEVICE_ITEMS_EVENT, { detail: kind }));
  return saved;
}

export function putDeviceItem(kind: SyncKind, item: DeviceItem): boolean {
  return writeDeviceItems(kind, [item, ...readDeviceItems(kind).filter((i) => i.id !== item.id)]);
}

export function dropDeviceItems(kind: SyncKind, ids: Set<string>): boolean {
  return writeDeviceItems(
    kind,
    readDeviceItems(kind).filter((item) => !ids.has(item.id)),
  );
}

export function subscribeDeviceItems(onChange: () => void): () => void {
  window.addEventListener(DEVICE_ITEMS_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(DEVICE_ITEMS_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** A new entry as the device first keeps it. */
export function newDeviceItem(fields: Record<string, unknown>): DeviceItem {
  const now = new Date().toISOString();
  return { ...fields, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
}

/** The message of a failure to write this device's storage (private mode, full). */
export const STORAGE_FAILED = "storage";

/** Changes an entry where it lives: on this device if it holds it, else on her account. */
export async function updateEntry(kind: SyncKind, id: string, patch: Record<string, unknown>) {
  const held = readDeviceItems(kind).find((item) => item.id === id);
  if (held) {
    if (!putDeviceItem(kind, { ...held, ...patch, updatedAt: new Date().toISOString() }))
      throw new Error(STORAGE_FAILED);
    return false;
  }
  await apiRequest("PATCH", `${SYNC_KINDS[kind]}/${id}`, patch);
  return true;
}

/** Deletes an entry where it lives; true when the account's list changed. */
export async function removeEntry(kind: SyncKind, id: string) {
  const device = readDeviceItems(kind);
  if (device.some((item) => item.id === id)) {
    if (!dropDeviceItems(kind, new Set([id]))) throw new Error(STORAGE_FAILED);
    return false;
  }
  await apiRequest("DELETE", `${SYNC_KINDS[kind]}/${id}`);
  return true;
}

/** A 4xx other than 429 is about the entry itself: keeping it for later would not help. */
const refusedByServer = (error: unknown) =>
  error instanceof Error && /^4(?!29)\d\d:/.test(error.message);

export interface LocalFirstOptions {
  /**
   * A signed-in create the account could not take (offline, a server fault): true keeps it on
   * the device as pending, sent later (trackers); false reports it (the journal keeps her draft).
   */
  keepFailedCreate: boolean;
}
/**
 * A window that must be whole (ISO, from then to now: the doctor report's 4 weeks), or how to
 * find it from the entries read so far (a streak reaching back): older pages are read on their
 * own until it is, at most COVER_PAGES_MAX in all.
 */
export type CoverSince<T> = string | null | ((items: Shown<T>[]) => string | null);
/** The account's older entries: whether there are more, and reading the next page. */
export interface OlderEntries {
  has: boolean;
  loading: boolean;
  /** The last try failed; `load` tries again, and nothing shown is lost. */
  failed: boolean;
  load: () => void;
}
/** What a create sends; `local` is kept only beside an entry the device holds, shown as its own. */
export type CreateFields = Record<string, unknown> & { local?: Record<string, unknown> };
/** An entry as shown: `pending` when only this device has it so far. */
export type Shown<T> = T & { pending?: boolean };

/** A device entry as shown: its `local` extras read as its own fields. */
const shownFromDevice = ({ local, ...item }: DeviceItem): DeviceItem => ({
  ...item,
  ...(local && typeof local === "object" ? local : {}),
});

/**
 * Creates an entry: on this device when signed out, else on her account with the id the
 * device chose (so a retry never duplicates). `onAccount` when the account's list changed.
 */
export async function createEntry(
  kind: SyncKind,
  signedIn: boolean,
  { local, ...fields }: CreateFields,
  options: LocalFirstOptions,
): Promise<{ entry: Shown<DeviceItem>; onAccount: boolean }> {
  const item = newDeviceItem(local ? { ...fields, local } : fields);
  if (!signedIn) {
    if (!putDeviceItem(kind, item)) throw new Error(STORAGE_FAILED);
    return { entry: shownFromDevice(item), onAccount: false };
  }
  try {
    const res = await apiRequest("POST", SYNC_KINDS[kind], { ...fields, id: item.id });
    return { entry: (await res.json()) as DeviceItem, onAccount: true };
  } catch (error) {
    if (!options.keepFailedCreate || refusedByServer(error) || !putDeviceItem(kind, item))
      throw error;
    return { entry: { ...shownFromDevice(item), pending: true }, onAccount: false };
  }
}

/** One kind's entries, device and account merged, with create / update / remove. */
export function useLocalFirst<T extends ItemBase>(
  kind: SyncKind,
  signedIn: boolean,
  options: LocalFirstOptions & { coverSince?: CoverSince<T> },
) {
  const queryClient = useQueryClient();
  const key: QueryKey = listKey(kind);
  const server = useQuery<AccountPages | null>({
    queryKey: key,
    queryFn: (context) =>
      readPages(kind, () => queryClient.getQueryData<AccountPages>(key)?.pages ?? 1, context),
    enabled: signedIn,
  });
  /** The next page, joined below what is shown (unless the list was read afresh meanwhile). */
  const nextPage = useMutation({
    mutationFn: async () => {
      const shown = queryClient.getQueryData<AccountPages | null>(key);
      if (!shown?.next) return;
      const res = await apiRequest("GET", pageUrl(kind, shown.next));
      const page = (await res.json()) as Page<DeviceItem>;
      queryClient.setQueryData<AccountPages | null>(key, (now) =>
        now?.next === shown.next
          ? { items: [...now.items, ...page.items], next: page.next, pages: now.pages + 1 }
          : now,
      );
    },
  });
  const deviceJson = useSyncExternalStore(
    subscribeDeviceItems,
    () => JSON.stringify(readDeviceItems(kind)),
    () => "[]",
  );
  const items = useMemo((): Shown<T>[] => {
    const device = (JSON.parse(deviceJson) as DeviceItem[]).map(
      (item) => ({ ...shownFromDevice(item), pending: signedIn }) as unknown as Shown<T>,
    );
    if (!signedIn) return device;
    // A page read after an entry moved (edited to another day) may repeat it: shown once.
    const held = new Set(device.map((item) => item.id));
    const account: DeviceItem[] = [];
    for (const item of server.data?.items ?? []) {
      if (held.has(item.id)) continue;
      held.add(item.id);
      account.push(item);
    }
    return [...device, ...(account as unknown as Shown<T>[])];
  }, [deviceJson, server.data, signedIn]);

  // A window that must be whole reads on, a page at a time, unless a read failed.
  const coverSince =
    typeof options.coverSince === "function" ? options.coverSince(items) : options.coverSince;
  const read = server.data;
  const covering = Boolean(
    signedIn &&
    coverSince &&
    read &&
    read.pages < COVER_PAGES_MAX &&
    !pagesCover(read.next, coverSince) &&
    !server.isError &&
    !nextPage.isError,
  );
  const busy = server.isFetching || nextPage.isPending;
  const { mutate: readNext } = nextPage;
  useEffect(() => {
    if (covering && !busy) readNext();
  }, [covering, busy, readNext]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    /** The stored entry (with an `alert` where the server found a danger sign). */
    mutationFn: async (fields: CreateFields): Promise<Shown<T>> => {
      const { entry, onAccount } = await createEntry(kind, signedIn, fields, options);
      if (onAccount) await refresh();
      return entry as Shown<T>;
    },
  });

  const update = useMutation({
    mutationFn: async ({ id, ...patch }: { id: string } & Record<string, unknown>) => {
      if (await updateEntry(kind, id, patch)) await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (await removeEntry(kind, id)) await refresh();
    },
  });

  const older: OlderEntries = {
    has: signedIn && Boolean(server.data?.next),
    loading: nextPage.isPending,
    failed: signedIn && nextPage.isError,
    load: () => readNext(),
  };

  return {
    items,
    signedIn,
    isLoading: signedIn && server.isPending,
    /** The list could not be read (an older page that failed is `older.failed`). */
    isError: signedIn && server.isError,
    refetch: () => server.refetch(),
    older,
    /** Still reading older pages to complete `coverSince`. */
    covering,
    create,
    update,
    remove,
  };
}
