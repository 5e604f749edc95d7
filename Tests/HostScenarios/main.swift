// Runs the scenarios of the UIKit host on the model of UIKit, and of the SwiftUI host's driver, then reports.

import Foundation

@MainActor
func runAllScenarios() async -> Int {
    runReviewScenarios()
    runRaceScenarios()
    runAlertScenarios()
    runStackRaceScenarios()
    runBackMenuScenarios()
    await runTourScenarios()
    await runSwiftUIScenarios()
    runChatScenarios()
    runBrowserScenarios()
    runEmbeddingScenarios()
    runSwiftUIEmbeddingScenarios()
    runRestorationScenarios()
    runAccessibilityScenarios()
    print("\(failedCount) failed")
    return failedCount
}

let failed = await runAllScenarios()
fflush(nil)
exit(failed > 0 ? 1 : 0)
