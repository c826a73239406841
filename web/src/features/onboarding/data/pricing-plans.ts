// The school plans (spec section 9): every plan has the same features, for its own range of students.

export interface PricingPlan {
  name: string;
  priceUsd: number;
  students: string;
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  { name: "Starter", priceUsd: 300, students: "0-200 students" },
  { name: "Standard", priceUsd: 500, students: "201-600 students" },
  { name: "Unlimited", priceUsd: 1000, students: "600+ students" },
];

export function planFeatures(plan: PricingPlan): string[] {
  return ["Account creation", "Group tests", `Testing for ${plan.students}`, "Full test breakdown", "Progress dashboard", "Group analytics"];
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatPrice(plan: PricingPlan): string {
  return usd.format(plan.priceUsd);
}
