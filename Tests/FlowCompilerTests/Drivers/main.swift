// Runs every scenario, then the transition checks (TransitionChecks.swift, written by the tests), and reports.

import Foundation

runAppScenarios()
runFlowScenarios()
runRulingScenarios()
runModalScenarios()
runSystemNavigationScenarios()
runSystemBackScenarios()
runValuesBackScenarios()
runArgumentScenarios()
runEntryScenarios()
runAlertScenarios()
runLifetimeScenarios()
runDeepLinkScenarios()
runLinkValueScenarios()
runRestorationScenarios()
runKeywordScenarios()
runRootEndsScenarios()
runRequestScenarios()
runLiveScenarios()
await runAsyncScenarios()
await runLiveAsyncScenarios()
runTransitionChecks()

print("\(passedCount) passed, \(failedCount) failed")
fflush(nil)
exit(failedCount > 0 ? 1 : 0)
