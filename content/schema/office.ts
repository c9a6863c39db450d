import { z } from "zod";
import { nonEmpty, email } from "./fragments";

export const officeSchema = z.object({
  id: z.enum(["hq", "as", "lo", "du", "ba", "ch", "co", "au"]),
  title: nonEmpty(),
  name: nonEmpty(),
  address: nonEmpty(),
  mail: email(),
  mail2: email().optional(),
  phone: z.string().optional(),
  person: z.string().optional(),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

export type Office = z.infer<typeof officeSchema>;
