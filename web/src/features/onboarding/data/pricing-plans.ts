// The school plans (spec section 9): every plan has the same features, for its own range of students.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface PricingPlan {
  id: string;
  name: MessageDescriptor;
  priceUsd: number;
  students: MessageDescriptor;
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  { id: "starter", name: msg`Starter`, priceUsd: 300, students: msg`0-200 students` },
  { id: "standard", name: msg`Standard`, priceUsd: 500, students: msg`201-600 students` },
  { id: "unlimited", name: msg`Unlimited`, priceUsd: 1000, students: msg`600+ students` },
];

/** The plan's price in whole US dollars, written the reader's way. */
export function formatPrice(plan: PricingPlan, i18n: I18n): string {
  return i18n.number(plan.priceUsd, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
}
