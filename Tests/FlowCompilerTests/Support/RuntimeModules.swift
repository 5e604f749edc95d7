import Foundation

/// The runtime libraries built with swiftc, as an app's build would, for the tests that compile generated code
/// outside SwiftPM: `FlowcRuntime` from `Sources/FlowcRuntime`, once per test process, into
/// `.build/flowc-tests/runtime` (a static library and its module).
enum RuntimeModules {
    struct Built: Sendable {
        /// The directory holding `FlowcRuntime.swiftmodule` and `libFlowcRuntime.a`.
        let directory: String
        /// How swiftc built it; `succeeded` false when it did not.
        let output: Toolchain.Output

        /// The arguments that let swiftc import and link the runtime.
        var arguments: [String] { ["-I", directory, "-L", directory, "-lFlowcRuntime"] }
    }

    /// The runtime, built on first use.
    static let runtime: Built = build()

    private static func build() -> Built {
        let directory = Repository.path(".build/flowc-tests/runtime")
        do {
            try? FileManager.default.removeItem(atPath: directory)
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let output = try Toolchain.swiftc(
                [
                    "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", "FlowcRuntime",
                    "-emit-module-path", directory + "/FlowcRuntime.swiftmodule",
                ] + Toolchain.swiftFilesRecursively(in: Repository.path("Sources/FlowcRuntime"))
                    + ["-o", directory + "/libFlowcRuntime.a"])
            return Built(directory: directory, output: output)
        } catch {
            return Built(directory: directory, output: Toolchain.Output(status: -1, output: "\(error)"))
        }
    }
}
