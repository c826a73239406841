// The spec's /test route shows only a loading page.
import { LoadingPage } from "../../../components/loading-page";

export function TestPage() {
  return <LoadingPage />;
}
