import Foundation
import Testing

@testable import FlowCompiler

/// The generated code beyond what the drivers run: the lint, the other access levels, and the UIKit and SwiftUI
/// adapters, which cannot compile on Linux (no Apple SDK): they are parsed, and type-checked against small sketches
/// of the UIKit and SwiftUI APIs they use (Drivers/Stubs; approximate, the SDK is the real check).
struct GeneratedCodeQualityTests {
    /// The generated code of Flows/ and the test flows passes `swift format lint --strict` with the project's
    /// `.swift-format`.
    @Test(.enabled(if: Toolchain.hasSwiftFormat)) func generatedCodePassesTheStrictLint() throws {
        let run = DriverRun.shared
        let files = try Toolchain.swiftFiles(in: run.directory + "/generated")
        #expect(files.count == run.generated.count)
        let lint = try Toolchain.run(
            "swift", ["format", "lint", "--strict", "--configuration", Repository.path(".swift-format")] + files)
        #expect(lint.succeeded && lint.output.isEmpty, "swift format lint --strict:\n\(lint.output)")
    }

    @Test func adaptersParse() throws {
        let run = DriverRun.shared
        let adapters = ["FlowUIKitHost.swift", "FlowSwiftUIHost.swift"].map { run.directory + "/generated/" + $0 }
        let parse = try Toolchain.run("swiftc", ["-parse", "-swift-version", "6"] + adapters)
        #expect(parse.succeeded, "\(parse.output)")
    }

    /// With UIKit and SwiftUI sketches on the import path, `#if canImport(…)` is true and the adapters are
    /// type-checked with the runtime and the generated flows (the tab container included).
    @Test func adaptersTypeCheckAgainstUIKitAndSwiftUISketches() throws {
        let run = DriverRun.shared
        let stubs = run.directory + "/stubs"
        try FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
        for module in ["UIKit", "SwiftUI"] {
            let stub = try Toolchain.swiftc(
                [
                    "-parse-as-library", "-emit-module", "-module-name", module, "-o", "\(stubs)/\(module).swiftmodule",
                    Repository.path("Tests/FlowCompilerTests/Drivers/Stubs/\(module).swift"),
                ])
            #expect(stub.succeeded, "\(stub.output)")
        }
        let files = try Toolchain.swiftFiles(in: run.directory + "/generated")
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-I", stubs, "-I", run.directory + "/models"] + files)
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }

    /// `--access-level public`: the output builds as a library module, and another module uses its API (inputs,
    /// coordinators, states from deep links, the factory and decisions protocols).
    @Test func publicAccessBuildsAModuleOthersCanUse() throws {
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/public")
        try? FileManager.default.removeItem(atPath: directory)
        let outputs = try SwiftGenerator.generate(program, options: .init(access: .public, templates: .builtIn()))
        try OutputWriter(directory: directory + "/generated").write(outputs)
        let models = DriverRun.shared.directory + "/models"
        let library = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", "AppFlows", "-emit-module-path",
                directory + "/AppFlows.swiftmodule", "-I", models, "-typecheck",
            ]
                + Toolchain.swiftFiles(in: directory + "/generated"))
        #expect(library.succeeded && library.output.isEmpty, "\(library.output)")
        let module = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", "AppFlows", "-emit-module-path",
                directory + "/AppFlows.swiftmodule", "-I", models,
            ]
                + Toolchain.swiftFiles(in: directory + "/generated"))
        #expect(module.succeeded, "\(module.output)")
        let client = """
            import AppFlows
            import Foundation

            @MainActor
            final class Answers: AppDecisions, AuthDecisions, OnboardingDecisions, MaterialsDecisions,
              AssessmentDecisions, ProfileDecisions
            {
              func launch(input: AppInput) -> AppChoice.Launch { .signedOut }
              func grading(input: AssessmentInput) -> AssessmentChoice.Grading { .passed(score: 1) }
            }

            @MainActor
            func use() -> [String] {
              let app = AppCoordinator(input: AppInput(), decisions: Answers())
              app.onFinish = { _ in }
              app.start()
              let auth = AuthCoordinator(input: AuthInput(email: "a@b"), decisions: Answers())
              auth.send(.login(.submit(email: "x")))
              let tabs = AppTabs.Main(
                selectedTab: 0,
                materials: MaterialsState(input: MaterialsInput()),
                profile: ProfileState(input: ProfileInput(userId: UUID()))
              )
              let state = AppState(input: AppInput(), path: [(.main(tabs), .push)])
              _ = AppCoordinator(state: state, decisions: Answers())
              _ = AuthState(url: URL(string: "myapp://login")!)
              return FlowLayout(screens: app.screens).stacks.map { $0.style.rawValue }
            }
            """
        try client.write(toFile: directory + "/Client.swift", atomically: true, encoding: .utf8)
        let use = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-I", directory, "-I", models, directory + "/Client.swift"])
        #expect(use.succeeded && use.output.isEmpty, "\(use.output)")
    }

    /// `--access-level package` type-checks (swiftc needs a package name, which SwiftPM passes itself).
    @Test func packageAccessTypeChecks() throws {
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/package")
        try? FileManager.default.removeItem(atPath: directory)
        let outputs = try SwiftGenerator.generate(program, options: .init(access: .package, templates: .builtIn()))
        try OutputWriter(directory: directory).write(outputs)
        #expect(outputs.first { $0.path == "Auth.swift" }?.text.contains("package struct AuthInput") == true)
        let check = try Toolchain.swiftc(
            ["-parse-as-library", "-typecheck", "-package-name", "app", "-I", DriverRun.shared.directory + "/models"]
                + Toolchain.swiftFiles(in: directory))
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }

    @Test(.enabled(if: Toolchain.hasSwiftFormat)) func publicAccessPassesTheStrictLint() throws {
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/public-lint")
        try? FileManager.default.removeItem(atPath: directory)
        let outputs = try SwiftGenerator.generate(program, options: .init(access: .public, templates: .builtIn()))
        try OutputWriter(directory: directory).write(outputs)
        let lint = try Toolchain.run(
            "swift",
            ["format", "lint", "--strict", "--configuration", Repository.path(".swift-format")]
                + Toolchain.swiftFiles(in: directory))
        #expect(lint.succeeded && lint.output.isEmpty, "\(lint.output)")
    }
}
