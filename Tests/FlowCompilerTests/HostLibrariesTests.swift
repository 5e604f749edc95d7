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

    /// SwiftUI cannot run here, so what the SwiftUI host does with its views is checked as written, where the
    /// decision itself is not platform-free (the SDK and an app are the real check): each screen takes its visit's
    /// identity, the model is kept per root coordinator, a layer's content reports its disappearance (a popover's only
    /// end), detents are set only where a layer has some, and the popovers' object is the model's, not one per body.
    @Test func theSwiftUIHostsViewsKeepTheIdentitiesAndReportsItsDriverNeeds() throws {
        let host = try String(
            contentsOfFile: Repository.path("Sources/FlowcSwiftUI/FlowSwiftUIHost.swift"), encoding: .utf8)
        #expect(host.contains(".id(entry.id)"), "FlowScreenView: the visit's identity")
        #expect(
            host.contains("FlowHostContent(source: source, tabLabel: tabLabel).id(source.id)"), "one model per root")
        #expect(host.contains(".onDisappear { model.layerDidDisappear(index) }"), "a popover's end reaches the driver")
        #expect(host.contains("if detents.isEmpty {"), "no presentationDetents([])")
        #expect(host.contains(".environment(\\.flowPopovers, model.popovers(tabLabel: tabLabel))"), "one per model")
        #expect(host.contains("Label(title, image: name)"), "the app's asset first")
    }
}
