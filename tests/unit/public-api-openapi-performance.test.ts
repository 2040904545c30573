import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../supabase/functions/_shared/public-api/openapi.ts";

/**
 * GET /api/v1/performance in the OpenAPI document: its query parameters with their bounds, the
 * answer's schema and the error answers with their stable codes, as the function serves them.
 */
interface Operation {
  operationId: string;
  parameters: Array<{ name: string; in: string; schema: unknown }>;
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}
interface Schema {
  required: string[];
  properties: Record<string, { enum?: string[] }>;
}

const doc = buildOpenApiDocument("http://127.0.0.1:54321") as {
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Schema> };
};
const operation = doc.paths["/api/v1/performance"]!.get;
const schemas = doc.components.schemas;

describe("the OpenAPI document of GET /api/v1/performance", () => {
  it("names its query parameters with their defaults and bounds", () => {
    expect(operation.operationId).toBe("getPerformance");
    const parameters = Object.fromEntries(
      operation.parameters.map((p) => [p.name, { in: p.in, schema: p.schema }]),
    );
    expect(parameters).toEqual({
      from: { in: "query", schema: { type: "string", format: "date" } },
      to: { in: "query", schema: { type: "string", format: "date" } },
      dimension: {
        in: "query",
        schema: { type: "string", enum: ["date", "query", "page"], default: "date" },
      },
      limit: { in: "query", schema: { type: "integer", minimum: 1, maximum: 500, default: 100 } },
      offset: {
        in: "query",
        schema: { type: "integer", minimum: 0, maximum: 25000, default: 0 },
      },
    });
  });

  it("describes the answer and the errors with their codes", () => {
    expect(operation.responses["200"]!.content["application/json"]!.schema).toEqual({
      $ref: "#/components/schemas/Performance",
    });
    for (const status of ["409", "422"]) {
      expect(operation.responses[status]!.content["application/json"]!.schema).toEqual({
        $ref: "#/components/schemas/PerformanceError",
      });
    }
    expect(operation.responses).toHaveProperty("401");
    expect(operation.responses).toHaveProperty("429");
    expect(schemas.Performance!.required.sort()).toEqual(
      ["dataThrough", "dimension", "period", "rows", "totals"].sort(),
    );
    expect(schemas.PerformanceError!.properties.code!.enum).toEqual([
      "invalid_query",
      "search_console_not_connected",
      "search_console_no_data",
    ]);
    expect(schemas.KeywordList!.required).toEqual(
      expect.arrayContaining(["searchConsole", "period"]),
    );
  });
});
