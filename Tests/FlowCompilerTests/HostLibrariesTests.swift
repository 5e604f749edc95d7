import Foundation
import Testing

/// The hosts, FlowcUIKit and FlowcSwiftUI, cannot build on Linux (no Apple SDK): SwiftPM builds them empty here.
/// With the platforms of Tests/PlatformModels on the import path (modules named UIKit and SwiftUI: a model of UIKit,
/// a sketch of SwiftUI; the SDK is the real check), `#if canImport(…)` is true and swiftc type-checks their sources
/// against FlowcRuntime, in Swift 6 mode with warnings as errors. UIKitHostTests runs the UIKit host.
struct HostLibrariesTests {
    @Test(arguments: [("UIKit", "FlowcUIKit"), ("SwiftUI", "FlowcSwiftUI")])
    func theHostTypeChecksAgainstTheFrameworkAndTheRuntime(framework: String, library: String) throws {
        let platform = PlatformModels.module(framework)
        #expect(platform.output.succeeded, "\(platform.output.output)")
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        let check = try Toolchain.swiftc(
            [
                "-parse-as-library", "-typecheck", "-module-name", library, "-I", platform.directory, "-I",
                runtime.directory,
            ] + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }

    /// Without the framework, the library is empty: what SwiftPM builds on Linux.
    @Test(arguments: ["FlowcUIKit", "FlowcSwiftUI"])
    func withoutTheFrameworkTheLibraryIsEmpty(library: String) throws {
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-module-name", library, "-I", RuntimeModules.runtime.directory]
                + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }
}
