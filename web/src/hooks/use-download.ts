// A button that fetches a file and saves it: busy while it runs, a failure told in an 'Error' toast in
// the product's words (the server's message when it gave one, else `failure`).
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useToast } from "../components/toast/toast-context";
import { requestMessage } from "../utils/request-messages";

export function useDownload(failure: string) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const { showToast } = useToast();

  async function run(download: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      showToast({ title: t`Error`, description: requestMessage(error, failure), tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
