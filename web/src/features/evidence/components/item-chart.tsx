// The item chart's frame: a caption, the lazily loaded Victory drawing (hidden from screen readers: the
// table beside it has every number), and nothing at all until some item has figures to draw.
import { lazy, Suspense } from "react";
import { REVIEW_RULES } from "@readbright/domain/api/evidence";
import type { EvidenceItem } from "@readbright/domain/api/evidence";

const ItemScatter = lazy(async () => ({ default: (await import("./item-scatter")).ItemScatter }));

export function ItemChart({ items, title }: { items: readonly EvidenceItem[]; title: string }) {
  const points = items.flatMap((item) =>
    item.proportion_correct !== null && item.point_biserial !== null ? [{ x: item.proportion_correct, y: item.point_biserial, flagged: item.flagged_for_review }] : [],
  );
  if (points.length === 0) return null;
  return (
    <figure className="evidence-chart">
      <figcaption>{title}</figcaption>
      <div className="evidence-chart__drawing" aria-hidden="true">
        <Suspense fallback={<div className="evidence-chart__placeholder" />}>
          <ItemScatter points={points} rules={REVIEW_RULES} />
        </Suspense>
      </div>
    </figure>
  );
}
