import Foundation
import Testing

/// The hosts, FlowcUIKit and FlowcSwiftUI, cannot build on Linux (no Apple SDK): SwiftPM builds them empty here.
/// With sketches of the UIKit and SwiftUI APIs they use on the import path (Drivers/Stubs, modules named UIKit
/// and SwiftUI; approximate, the SDK is the real check), `#if canImport(…)` is true and swiftc type-checks their
/// sources against FlowcRuntime, in Swift 6 mode with warnings as errors.
struct HostLibrariesTests {
    /// The sketch of `framework` built as a module of that name, into `directory`.
    static func stub(_ framework: String, in directory: String) throws -> Toolchain.Output {
        try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", framework,
                "-o", "\(directory)/\(framework).swiftmodule",
                Repository.path("Tests/FlowCompilerTests/Drivers/Stubs/\(framework).swift"),
            ])
    }

    @Test(arguments: [("UIKit", "FlowcUIKit"), ("SwiftUI", "FlowcSwiftUI")])
    func theHostTypeChecksAgainstTheFrameworkAndTheRuntime(framework: String, library: String) throws {
        let directory = try TemporaryDirectory()
        let stub = try Self.stub(framework, in: directory.path)
        #expect(stub.succeeded, "\(stub.output)")
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-module-name", library, "-I", directory.path, "-I", runtime.directory]
                + Toolchain.swiftFiles(in: Repository.path("Sources/\(library)")))
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
