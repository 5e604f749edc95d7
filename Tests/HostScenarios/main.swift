// Runs the scenarios of the UIKit host on the model of UIKit, and of the SwiftUI host's driver, then reports.

import Foundation

MainActor.assumeIsolated {
    runReviewScenarios()
    runTourScenarios()
    runSwiftUIScenarios()
    runChatScenarios()
    runBrowserScenarios()
    print("\(failedCount) failed")
}
fflush(nil)
exit(MainActor.assumeIsolated { failedCount } > 0 ? 1 : 0)
