import { Badge } from "@/components/ui/badge";

export interface ApiEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  title: string;
  description: string;
}

interface EndpointListProps {
  endpoints: readonly ApiEndpoint[];
}

/** The documented endpoints: method and path as code, a short h3 title and a description. */
export function EndpointList({ endpoints }: EndpointListProps) {
  return (
    <ul className="mx-auto max-w-3xl divide-y rounded-lg border bg-card shadow-sm">
      {endpoints.map((endpoint) => (
        <li key={`${endpoint.method} ${endpoint.path}`} className="p-5 sm:p-6">
          <h3 className="text-lg font-semibold">{endpoint.title}</h3>
          <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
            <Badge
              variant={endpoint.method === "GET" ? "success" : "default"}
              className="font-mono"
            >
              {endpoint.method}
            </Badge>{" "}
            <code className="break-all rounded bg-muted px-2 py-0.5">{endpoint.path}</code>
          </p>
          <p className="mt-3 text-muted-foreground">{endpoint.description}</p>
        </li>
      ))}
    </ul>
  );
}
