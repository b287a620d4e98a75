import { z } from "zod";

/** What every guide declares at its top, checked at build time. */
export const frontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(20).max(200),
  lastReviewed: z.iso.date(),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;
