import { Badge } from "@/components/ui/badge";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One method + path, e.g. GET /api/v1/reports/{id}, with an optional one-line note. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  note?: string;
}

export interface ApiEndpoint extends ApiOperation {
  title: string;
  description: string;
  /** Variants of the same resource listed under it (e.g. one report by id). */
  related?: readonly ApiOperation[];
}

interface EndpointListProps {
  endpoints: readonly ApiEndpoint[];
}

/** Method badge and path as code; `data-endpoint` lets tests compare with the OpenAPI document. */
export function OperationLine({ operation }: { operation: ApiOperation }) {
  return (
    <p
      className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm"
      data-endpoint={`${operation.method} ${operation.path}`}
    >
      <Badge variant={operation.method === "GET" ? "success" : "default"} className="font-mono">
        {operation.method}
      </Badge>{" "}
      <code className="break-all rounded bg-muted px-2 py-0.5">{operation.path}</code>
      {operation.note && <span className="font-sans text-muted-foreground">{operation.note}</span>}
    </p>
  );
}

/** The documented endpoints: a short h3 title, method and path as code, and a description. */
export function EndpointList({ endpoints }: EndpointListProps) {
  return (
    <ul className="mx-auto max-w-3xl divide-y rounded-lg border bg-card shadow-sm">
      {endpoints.map((endpoint) => (
        <li key={`${endpoint.method} ${endpoint.path}`} className="p-5 sm:p-6">
          <h3 className="text-lg font-semibold">{endpoint.title}</h3>
          <OperationLine operation={endpoint} />
          <p className="mt-3 text-muted-foreground">{endpoint.description}</p>
          {endpoint.related?.map((operation) => (
            <OperationLine key={`${operation.method} ${operation.path}`} operation={operation} />
          ))}
        </li>
      ))}
    </ul>
  );
}
