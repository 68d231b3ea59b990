import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HydrationMark } from "./hydration-mark.tsx";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <HydrationMark />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it before React takes over, so a slow
// phone shows content before spending its CPU on hydration. Hidden tabs get no animation frames.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate));
else setTimeout(hydrate);
