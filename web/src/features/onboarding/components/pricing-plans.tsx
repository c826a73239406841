import { useLingui } from "@lingui/react/macro";
import { formatPrice, PRICING_PLANS } from "../data/pricing-plans";

export function PricingPlans() {
  const { t, i18n } = useLingui();
  return (
    <ul className="plan-list">
      {PRICING_PLANS.map((plan) => {
        const name = t(plan.name);
        const students = t(plan.students);
        const features = [
          t`Account creation`,
          t`Group tests`,
          t`Testing for ${students}`,
          t`Full test breakdown`,
          t`Progress dashboard`,
          t`Group analytics`,
        ];
        return (
          <li key={plan.id} className="plan">
            <h3 className="plan__name">{name}</h3>
            <p className="plan__price">{formatPrice(plan, i18n)}</p>
            <p className="plan__students">{students}</p>
            <ul className="plan__features" aria-label={t`${name} plan includes`}>
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
