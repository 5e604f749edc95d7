// Runs the scenarios of the UIKit host on the model of UIKit, then reports.

import Foundation

MainActor.assumeIsolated {
    runReviewScenarios()
    runTourScenarios()
    print("\(failedCount) failed")
}
fflush(nil)
exit(MainActor.assumeIsolated { failedCount } > 0 ? 1 : 0)
