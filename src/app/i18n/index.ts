import { sharedMessages } from '@/shared/i18n';
import { messages as metric } from '@/entities/metric';
import { messages as customerActivityClusters } from '@/widgets/customer-activity-clusters';
import { messages as exportHistory } from '@/widgets/export-history';
import type { messages as operatorFigures } from '@/widgets/operator-figures';
import type { messages as revenueReport } from '@/widgets/revenue-report';
import type { messages as rfvCluster } from '@/entities/rfv-cluster';
import { messages as salesFilterBar } from '@/widgets/sales-filter-bar';
import { messages as sideMenu } from '@/widgets/side-menu';
import { messages as topBar } from '@/widgets/top-bar';
import type { messages as authByEmail } from '@/features/auth-by-email';
import type { messages as editUser } from '@/features/edit-user';
import { messages as exportTable } from '@/features/export-table';
import type { messages as exportUsers } from '@/features/export-users';
import type { messages as exportSegment } from '@/features/export-segment';
import { messages as globalSearch } from '@/features/global-search';
import { messages as logout } from '@/features/logout';
import { messages as moduleSelector } from '@/features/module-selector';
import type { messages as passwordReset } from '@/features/password-reset';
import { messages as productNews } from '@/features/product-news';
import { messages as quickActions } from '@/features/quick-actions';
import { messages as supportWidget } from '@/features/support-widget';
import { messages as switchClient } from '@/features/switch-client';
import { messages as userMenu } from '@/features/user-menu';
import type { Messages as adminIntegrationsPage } from '@/pages/admin-integrations';
import type { Messages as adminSettingsIndexPage } from '@/pages/admin-settings-index';
import type { Messages as adminTelesalesPage } from '@/pages/admin-telesales';
import type { Messages as adminAppPage } from '@/pages/admin-app';
import type { Messages as adminStoresPage } from '@/pages/admin-stores';
import type { Messages as adminTermsPage } from '@/pages/admin-terms';
import type { Messages as adminHotsitePage } from '@/pages/admin-hotsite';
import type { Messages as clubComparisonPage } from '@/pages/club-comparison';
import type { Messages as clubDashboardPage } from '@/pages/club-dashboard';
import type { Messages as clubOperationalPerformancePage } from '@/pages/club-operational-performance';
import type { Messages as clubOperatorDetailsPage } from '@/pages/club-operator-details';
import type { Messages as clubPerformancePage } from '@/pages/club-performance';
import type { Messages as clubStoresPage } from '@/pages/club-stores';
import type { Messages as customerDemographicsPage } from '@/pages/customer-demographics';
import type { Messages as customerRetentionPage } from '@/pages/customer-retention';
import type { Messages as customerInterestsPage } from '@/pages/customer-interests';
import type { Messages as customerInterestsGenderPage } from '@/pages/customer-interests-gender';
import type { Messages as customerInterestsAgePage } from '@/pages/customer-interests-age';
import type { Messages as customerInterestsCompanyPage } from '@/pages/customer-interests-company';
import type { messages as interestAffinity } from '@/widgets/interest-affinity';
import type { messages as segmentEditor } from '@/widgets/segment-editor';
import type { messages as customerMapCanvas } from '@/entities/customer-map';
import type { Messages as customerBestPage } from '@/pages/customer-best';
import type { Messages as segmentListPage } from '@/pages/segment-list';
import type { Messages as segmentNewPage } from '@/pages/segment-new';
import type { Messages as segmentEditPage } from '@/pages/segment-edit';
import type { Messages as segmentViewPage } from '@/pages/segment-view';
import type { Messages as campaignResultsPage } from '@/pages/campaign-results';
import type { Messages as campaignsOverviewPage } from '@/pages/campaigns-overview';
import type { Messages as franchiseePermissionsPage } from '@/pages/franchisee-permissions';
import type { Messages as socialNetworksPage } from '@/pages/social-networks';
import type { Messages as hotsiteSlotListPage } from '@/pages/hotsite-slot-list';
import type { Messages as hotsiteSlotEditPage } from '@/pages/hotsite-slot-edit';
import type { Messages as unitListPage } from '@/pages/unit-list';
import type { Messages as unitEditPage } from '@/pages/unit-edit';
import type { Messages as generalSettingsPage } from '@/pages/general-settings';
import type { Messages as customerDetailsPage } from '@/pages/customer-details';
import type { Messages as customerSearchPage } from '@/pages/customer-search';
import type { Messages as customerRegistrationsPage } from '@/pages/customer-registrations';
import type { Messages as customerManagementPage } from '@/pages/customer-management';
import type { Messages as customerDataRequestsPage } from '@/pages/customer-data-requests';
import type { Messages as customerRegistrationEditPage } from '@/pages/customer-registration-edit';
import type { Messages as customerPointsEditPage } from '@/pages/customer-points-edit';
import type { messages as pointsLedger } from '@/widgets/points-ledger';
import type { Messages as analysisManagerPage } from '@/pages/analysis-manager';
import type { Messages as customerRfvPage } from '@/pages/customer-rfv';
import type { Messages as customerMapPage } from '@/pages/customer-map';
import type { Messages as productRankingPage } from '@/pages/product-ranking';
import type { Messages as productSearchPage } from '@/pages/product-search';
import type { Messages as productDetailPage } from '@/pages/product-detail';
import type { Messages as productCataloguePage } from '@/pages/product-catalogue';
import type { Messages as productEditPage } from '@/pages/product-edit';
import type { Messages as productNewPage } from '@/pages/product-new';
import type { messages as editProduct } from '@/features/edit-product';
import type { messages as editStoreProduct } from '@/features/edit-store-product';
import type { Messages as storeProductListPage } from '@/pages/store-product-list';
import type { Messages as storeProductNewPage } from '@/pages/store-product-new';
import type { Messages as storeProductEditPage } from '@/pages/store-product-edit';
import type { Messages as productGroupsPage } from '@/pages/product-groups';
import type { Messages as productTreePage } from '@/pages/product-tree';
import type { Messages as productComparisonPage } from '@/pages/product-comparison';
import type { Messages as priceRangeListPage } from '@/pages/price-range-list';
import type { Messages as messageTemplateListPage } from '@/pages/message-template-list';
import type { Messages as couponListPage } from '@/pages/coupon-list';
import type { Messages as couponEditPage } from '@/pages/coupon-edit';
import type { Messages as couponResultsPage } from '@/pages/coupon-results';
import type { Messages as couponUsagePage } from '@/pages/coupon-usage';
import type { Messages as messageTemplateNewPage } from '@/pages/message-template-new';
import type { Messages as messageTemplateEditPage } from '@/pages/message-template-edit';
import type { Messages as whatsappFlowListPage } from '@/pages/whatsapp-flow-list';
import type { Messages as whatsappFlowEditorPage } from '@/pages/whatsapp-flow-editor';
import type { Messages as whatsappInboxPage } from '@/pages/whatsapp-inbox';
import type { messages as messageTemplateForm } from '@/widgets/message-template-form';
import type { messages as smsMessage } from '@/entities/sms-message';
import type { messages as campaignEntity } from '@/entities/campaign';
import type { messages as campaignActions } from '@/features/campaign-actions';
import type { messages as emailCampaignMessage } from '@/features/email-campaign-message';
import type { messages as pushCampaignMessage } from '@/features/push-campaign-message';
import type { messages as whatsappCampaignMessage } from '@/features/whatsapp-campaign-message';
import type { messages as whatsappTemplates } from '@/features/whatsapp-templates';
import type { messages as switchAccountModule } from '@/features/switch-account-module';
import type { Messages as campaignListPage } from '@/pages/campaign-list';
import type { Messages as campaignEditorPage } from '@/pages/campaign-editor';
import type { Messages as priceRangeNewPage } from '@/pages/price-range-new';
import type { Messages as priceRangeAnalysisPage } from '@/pages/price-range-analysis';
import type { Messages as categoryComparisonPage } from '@/pages/category-comparison';
import type { messages as comparedItems } from '@/widgets/compared-items';
import type { Messages as companyDailyRevenuePage } from '@/pages/company-daily-revenue';
import type { Messages as companyDecompositionPage } from '@/pages/company-decomposition';
import type { Messages as companyPerformancePage } from '@/pages/company-performance';
import type { Messages as companyRevenuePage } from '@/pages/company-revenue';
import type { Messages as expiredSessionPage } from '@/pages/expired-session';
import type { Messages as firstValuePage } from '@/pages/first-value';
import type { Messages as forgotPasswordPage } from '@/pages/forgot-password';
import type { Messages as homePage } from '@/pages/home';
import type { Messages as loginPage } from '@/pages/login';
import type { Messages as maintenancePage } from '@/pages/maintenance';
import type { Messages as notFoundPage } from '@/pages/not-found';
import type { Messages as profilePage } from '@/pages/profile';
import type { Messages as resetPasswordPage } from '@/pages/reset-password';
import type { Messages as restrictAccessPage } from '@/pages/restrict-access';
import type { Messages as underConstructionPage } from '@/pages/under-construction';
import type { Messages as updatingSystemPage } from '@/pages/updating-system';
import type { Messages as userPermissionsPage } from '@/pages/user-permissions';
import type { Messages as usersPage } from '@/pages/users';
import type { messages as multiSelectKit } from '@/shared/ui/multi-select';
import type { messages as emojiTextAreaKit } from '@/shared/ui/emoji-text-area';
import type { messages as guidedTourKit } from '@/shared/ui/guided-tour';
import type { messages as referencePeriodKit } from '@/shared/ui/reference-period';
import type { messages as exportDialogKit } from '@/shared/ui/export-dialog';
import type { messages as dataTableKit } from '@/shared/ui/data-table';
import { messages as app } from './pt-BR';

/**
 * The texts in scope from the first load: the shared kit's, the app's, and those of the entities,
 * features and widgets the shell shows or that pages share widely. Each page slice's texts come with
 * the page's chunk instead (PageRoute.texts, rendered in a MessagesScope by the router), together with
 * those of the slices only some pages show (imported for their type here; their pages load them with
 * `pageTexts`). README "Texts". Every catalogue must be listed here: src/app/i18n/catalogue.test.ts
 * checks it.
 */
export const rootMessages = {
  ...sharedMessages,
  ...app,
  ...metric,
  ...customerActivityClusters,
  ...exportHistory,
  ...salesFilterBar,
  ...sideMenu,
  ...topBar,
  ...exportTable,
  ...globalSearch,
  ...logout,
  ...moduleSelector,
  ...productNews,
  ...quickActions,
  ...supportWidget,
  ...switchClient,
  ...userMenu,
};

/** Every id of the product: the root texts and each page slice's. */
export type AppMessageId =
  | keyof typeof rootMessages
  | keyof typeof authByEmail
  | keyof typeof passwordReset
  | keyof typeof operatorFigures
  | keyof typeof revenueReport
  | keyof typeof rfvCluster
  | keyof typeof editUser
  | keyof typeof exportUsers
  | keyof typeof exportSegment
  | keyof adminIntegrationsPage
  | keyof adminSettingsIndexPage
  | keyof adminTelesalesPage
  | keyof adminAppPage
  | keyof adminStoresPage
  | keyof adminTermsPage
  | keyof adminHotsitePage
  | keyof clubComparisonPage
  | keyof clubDashboardPage
  | keyof clubOperationalPerformancePage
  | keyof clubOperatorDetailsPage
  | keyof clubPerformancePage
  | keyof clubStoresPage
  | keyof customerDemographicsPage
  | keyof customerRetentionPage
  | keyof customerInterestsPage
  | keyof customerInterestsGenderPage
  | keyof customerInterestsAgePage
  | keyof customerInterestsCompanyPage
  | keyof typeof interestAffinity
  | keyof typeof segmentEditor
  | keyof typeof customerMapCanvas
  | keyof customerBestPage
  | keyof segmentListPage
  | keyof segmentNewPage
  | keyof segmentEditPage
  | keyof segmentViewPage
  | keyof campaignResultsPage
  | keyof campaignsOverviewPage
  | keyof franchiseePermissionsPage
  | keyof socialNetworksPage
  | keyof hotsiteSlotListPage
  | keyof hotsiteSlotEditPage
  | keyof unitListPage
  | keyof unitEditPage
  | keyof generalSettingsPage
  | keyof customerDetailsPage
  | keyof customerSearchPage
  | keyof customerRegistrationsPage
  | keyof customerManagementPage
  | keyof customerDataRequestsPage
  | keyof customerRegistrationEditPage
  | keyof customerPointsEditPage
  | keyof typeof pointsLedger
  | keyof analysisManagerPage
  | keyof customerRfvPage
  | keyof customerMapPage
  | keyof productRankingPage
  | keyof productSearchPage
  | keyof productDetailPage
  | keyof productCataloguePage
  | keyof productEditPage
  | keyof productNewPage
  | keyof typeof editProduct
  | keyof typeof editStoreProduct
  | keyof storeProductListPage
  | keyof storeProductNewPage
  | keyof storeProductEditPage
  | keyof productGroupsPage
  | keyof productTreePage
  | keyof productComparisonPage
  | keyof priceRangeListPage
  | keyof messageTemplateListPage
  | keyof couponListPage
  | keyof couponEditPage
  | keyof couponResultsPage
  | keyof couponUsagePage
  | keyof messageTemplateNewPage
  | keyof messageTemplateEditPage
  | keyof whatsappFlowListPage
  | keyof whatsappFlowEditorPage
  | keyof whatsappInboxPage
  | keyof typeof messageTemplateForm
  | keyof typeof campaignEntity
  | keyof typeof campaignActions
  | keyof typeof emailCampaignMessage
  | keyof typeof pushCampaignMessage
  | keyof typeof whatsappCampaignMessage
  | keyof typeof whatsappTemplates
  | keyof typeof switchAccountModule
  | keyof campaignListPage
  | keyof campaignEditorPage
  | keyof typeof smsMessage
  | keyof priceRangeNewPage
  | keyof priceRangeAnalysisPage
  | keyof categoryComparisonPage
  | keyof typeof comparedItems
  | keyof companyDailyRevenuePage
  | keyof companyDecompositionPage
  | keyof companyPerformancePage
  | keyof companyRevenuePage
  | keyof expiredSessionPage
  | keyof firstValuePage
  | keyof forgotPasswordPage
  | keyof homePage
  | keyof loginPage
  | keyof maintenancePage
  | keyof notFoundPage
  | keyof profilePage
  | keyof resetPasswordPage
  | keyof restrictAccessPage
  | keyof underConstructionPage
  | keyof updatingSystemPage
  | keyof userPermissionsPage
  | keyof usersPage
  | keyof typeof multiSelectKit
  | keyof typeof emojiTextAreaKit
  | keyof typeof guidedTourKit
  | keyof typeof referencePeriodKit
  | keyof typeof exportDialogKit
  | keyof typeof dataTableKit;

// Types every react-intl id against the catalogues: a missing or misspelt id fails the type check.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: AppMessageId;
    }
  }
}
