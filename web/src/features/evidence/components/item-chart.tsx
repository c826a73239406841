// The item chart's frame: a caption, the lazily loaded Victory drawing (hidden from screen readers: the
// table beside it has every number), and nothing at all until some item has figures to draw.
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { REVIEW_RULES } from "@readbright/domain/api/evidence";
import type { EvidenceItem } from "@readbright/domain/api/evidence";
import type { AxisWords } from "./item-scatter";

const ItemScatter = lazy(async () => ({ default: (await import("./item-scatter")).ItemScatter }));

export function ItemChart({ items, title }: { items: readonly EvidenceItem[]; title: string }) {
  const { i18n, t } = useLingui();
  const points = items.flatMap((item) =>
    item.proportion_correct !== null && item.point_biserial !== null ? [{ x: item.proportion_correct, y: item.point_biserial, flagged: item.flagged_for_review }] : [],
  );
  if (points.length === 0) return null;
  // The axes' words and ticks in the reader's language: the drawing's chunk imports only Victory.
  const axes: AxisWords = {
    x: t`Share right`,
    y: t`Point-biserial`,
    xTick: (value) => `${i18n.number(Math.round(value * 100))}%`,
    // As d3 writes them: one decimal, and a minus sign.
    yTick: (value) => i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).replace("-", "−"),
  };
  return (
    <figure className="evidence-chart">
      <figcaption>{title}</figcaption>
      <div className="evidence-chart__drawing" aria-hidden="true">
        <Suspense fallback={<div className="evidence-chart__placeholder" />}>
          <ItemScatter points={points} rules={REVIEW_RULES} axes={axes} />
        </Suspense>
      </div>
    </figure>
  );
}
