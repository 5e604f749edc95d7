import Foundation

/// The platforms for the tests that compile the hosts outside SwiftPM (Tests/PlatformModels): the model of UIKit, a
/// module named UIKit that behaves as Apple documents, and the sketch of SwiftUI, a module named SwiftUI whose views
/// only type-check. Each is built once per test process as a library (`-I`/`-L` `directory`, `-lUIKit` or
/// `-lSwiftUI`), into `.build/flowc-tests/platforms`.
enum PlatformModels {
    /// The model of UIKit.
    static let uiKit: RuntimeModules.Built = build(
        "UIKit", directory: Repository.path(".build/flowc-tests/platforms/uikit"))
    /// The sketch of SwiftUI.
    static let swiftUI: RuntimeModules.Built = build(
        "SwiftUI", directory: Repository.path(".build/flowc-tests/platforms/swiftui"))

    static func module(_ framework: String) -> RuntimeModules.Built {
        framework == "UIKit" ? uiKit : swiftUI
    }

    private static func build(_ framework: String, directory: String) -> RuntimeModules.Built {
        do {
            try? FileManager.default.removeItem(atPath: directory)
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let sources = try Toolchain.swiftFiles(in: Repository.path("Tests/PlatformModels/\(framework)"))
            let output = try Toolchain.swiftc(
                ["-parse-as-library", "-emit-module", "-module-name", framework]
                    + ["-emit-module-path", "\(directory)/\(framework).swiftmodule"]
                    + ["-emit-library", "-static", "-o", "\(directory)/lib\(framework).a"]
                    + sources)
            return RuntimeModules.Built(directory: directory, output: output)
        } catch {
            return RuntimeModules.Built(directory: directory, output: Toolchain.Output(status: -1, output: "\(error)"))
        }
    }
}
