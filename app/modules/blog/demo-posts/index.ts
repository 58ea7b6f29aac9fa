import type { DemoPost } from "./types";
import { post as evaluatingLlmApplicationsBeforeTheyReachProduction } from "./evaluating-llm-applications-before-they-reach-production";
import { post as onboardingAugmentedEngineersInTheirFirstTwoWeeks } from "./onboarding-augmented-engineers-in-their-first-two-weeks";
import { post as introductionToGenerativeAi } from "./introduction-to-generative-ai";
import { post as kubernetesCostOptimizationWhereTheMoneyActuallyGoes } from "./kubernetes-cost-optimization-where-the-money-actually-goes";
import { post as dataScienceForBusinessIntelligence } from "./data-science-for-business-intelligence";
import { post as modernDataPipelineArchitecture } from "./modern-data-pipeline-architecture";
import { post as buildingRetrievalAugmentedGenerationSystemsThatHoldUp } from "./building-retrieval-augmented-generation-systems-that-hold-up";
import { post as demandForecastingThatPlannersActuallyTrust } from "./demand-forecasting-that-planners-actually-trust";
import { post as modernizingLegacySystemsWithoutABigBangRewrite } from "./modernizing-legacy-systems-without-a-big-bang-rewrite";
import { post as dataContractsStoppingBreakagesAtTheSource } from "./data-contracts-stopping-breakages-at-the-source";
import { post as buildingACloudLandingZoneWithTerraform } from "./building-a-cloud-landing-zone-with-terraform";
import { post as predictingCustomerChurnWithoutFoolingYourself } from "./predicting-customer-churn-without-fooling-yourself";
import { post as lakehouseOrWarehouseChoosingTheRightDataPlatform } from "./lakehouse-or-warehouse-choosing-the-right-data-platform";
import { post as eventDrivenIntegrationForEnterpriseSystems } from "./event-driven-integration-for-enterprise-systems";
import { post as disasterRecoveryPlanningForHybridCloud } from "./disaster-recovery-planning-for-hybrid-cloud";

/** Demo blog posts, newest first; the last one is the unpublished draft. */
export const DEMO_POSTS: DemoPost[] = [
  evaluatingLlmApplicationsBeforeTheyReachProduction,
  onboardingAugmentedEngineersInTheirFirstTwoWeeks,
  introductionToGenerativeAi,
  kubernetesCostOptimizationWhereTheMoneyActuallyGoes,
  dataScienceForBusinessIntelligence,
  modernDataPipelineArchitecture,
  buildingRetrievalAugmentedGenerationSystemsThatHoldUp,
  demandForecastingThatPlannersActuallyTrust,
  modernizingLegacySystemsWithoutABigBangRewrite,
  dataContractsStoppingBreakagesAtTheSource,
  buildingACloudLandingZoneWithTerraform,
  predictingCustomerChurnWithoutFoolingYourself,
  lakehouseOrWarehouseChoosingTheRightDataPlatform,
  eventDrivenIntegrationForEnterpriseSystems,
  disasterRecoveryPlanningForHybridCloud,
];
