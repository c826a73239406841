import { formatPrice, planFeatures, PRICING_PLANS } from "../data/pricing-plans";

export function PricingPlans() {
  return (
    <ul className="plan-list">
      {PRICING_PLANS.map((plan) => (
        <li key={plan.name} className="plan">
          <h3 className="plan__name">{plan.name}</h3>
          <p className="plan__price">{formatPrice(plan)}</p>
          <p className="plan__students">{plan.students}</p>
          <ul className="plan__features" aria-label={`${plan.name} plan includes`}>
            {planFeatures(plan).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
