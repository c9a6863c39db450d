import { z } from "zod";
import { nonEmpty, iconName } from "./fragments";

export const differentiatorSchema = z.strictObject({
  id: z.number().int().min(1).max(6),
  name: nonEmpty(),
  icon: iconName(),
  heading: nonEmpty(),
  text: nonEmpty(),
});

export type Differentiator = z.infer<typeof differentiatorSchema>;
