import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { getEnv } from "./config/env";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

try {
  getEnv();
} catch (error) {
  // Spec: start-up fails when configuration is missing; say why on the page as well as in the console.
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.textContent = error instanceof Error ? error.message : String(error);
  container.replaceChildren(message);
  throw error;
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
