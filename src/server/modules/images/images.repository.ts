import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { generatedImages } from "../../db/schema/index.ts";

export function createImagesRepository(db: Database) {
  return {
    async get(key: string): Promise<{ contentType: string; data: Buffer } | undefined> {
      const [row] = await db
        .select({ contentType: generatedImages.contentType, data: generatedImages.data })
        .from(generatedImages)
        .where(eq(generatedImages.key, key));
      return row;
    },
    async has(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: generatedImages.key })
        .from(generatedImages)
        .where(eq(generatedImages.key, key));
      return row !== undefined;
    },
    async save(key: string, image: { contentType: string; data: Buffer }): Promise<void> {
      await db
        .insert(generatedImages)
        .values({ key, ...image })
        .onConflictDoNothing();
    },
  };
}
