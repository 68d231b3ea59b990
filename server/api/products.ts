import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { apiError } from "../http/errors.ts";
import type { Services } from "../services.ts";

const ListQuery = z.object({
  catId: z
    .string()
    .regex(/^\d+(,\d+)*$/, "catId must be a category id or comma-separated ids")
    .transform((ids) => ids.split(",").map(Number)),
  all: z.enum(["true", "false"]).optional(),
});

/** GET /api/list by category (spec 7): what the enquiry forms need. The finder's search extends it. */
export async function productRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/list", async (request, reply) => {
    const parsed = ListQuery.safeParse(request.query);
    if (!parsed.success)
      return reply.status(400).send(apiError(400, parsed.error.issues[0]?.message ?? "Bad query"));
    const lists = await Promise.all(parsed.data.catId.map((id) => services.catalogue.productsInCategory(id)));
    const data = lists.flat().map((product) => ({
      name: product.name,
      cat_name: product.categoryName,
      description: product.description,
      pdflink: product.datasheet,
    }));
    return { data, total: data.length };
  });
}
