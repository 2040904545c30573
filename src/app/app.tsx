import { StrictMode } from "react";
import { Providers } from "./providers";
import { AppRoutes } from "./routes";

/** The component tree shared by the browser entry and the prerender entry; the router wraps it. */
export function App() {
  return (
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>
  );
}
