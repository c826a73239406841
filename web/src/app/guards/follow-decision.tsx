// Turns a route decision into what is rendered: the page, a redirect, nothing yet or the loading page.
import { Navigate, Outlet } from "react-router-dom";
import { LoadingPage } from "../../components/loading-page";
import type { GuardDecision } from "./route-rules";

export function FollowDecision({ decision }: { decision: GuardDecision }) {
  if (decision.type === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.type === "wait") return decision.for === "profile" ? <LoadingPage /> : null;
  return <Outlet />;
}
