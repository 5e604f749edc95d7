// Runs the Swift Testing suites of one executable, as `swift test` would (GeneratedSuitesTests builds it with swiftc).

import Foundation
import Testing

@main struct Runner {
    static func main() async {
        exit(await Testing.__swiftPMEntryPoint() as CInt)
    }
}
