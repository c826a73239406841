// On the dashboard: how many tests have spoken answers waiting for a person (counted on the server: the
// summary's pending_reviews, decision 25), and the way to the Review page.
import { i18n as inForce } from "@lingui/core";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "./app-link";
import { paths } from "../config/paths";

export function reviewNoticeText(count: number, i18n: I18n = inForce): string {
  return i18n._(msg`${plural(count, { one: "# test has spoken answers waiting for review.", other: "# tests have spoken answers waiting for review." })}`);
}

export function ReviewNotice({ count }: { count: number }) {
  const { i18n } = useLingui();
  if (count === 0) return null;
  return (
    <p className="review-notice">
      {reviewNoticeText(count, i18n)}{" "}
      <AppLink to={paths.review.href()} carryQuery={false}>
        <Trans>Review them</Trans>
      </AppLink>
    </p>
  );
}
