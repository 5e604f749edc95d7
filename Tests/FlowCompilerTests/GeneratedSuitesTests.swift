import FlowcTesting
import Foundation
import Testing

@testable import FlowCompiler

/// `flowc tests` on the example app (Flows/): the suites it writes compile with the generated coordinators, the
/// runtime and FlowcTesting (`swiftc -swift-version 6 -warnings-as-errors`), pass, and fail when a transition of
/// the generated code or of the runtime is broken on purpose: they can fail.
///
/// Builds in `.build/flowc-tests/suites` (kept, to look at after a failure).
@Suite(.serialized)
struct GeneratedSuitesTests {
    /// The suites and coordinators of a program, and the libraries they link, built once.
    final class Build: Sendable {
        let directory: String
        let files: [OutputFile]
        let program: Program
        let coordinators: [OutputFile]
        let libraries: Toolchain.Output
        /// The app's part: the samples of its types (`Suites/<name>`).
        let samples: String
        let models: String

        /// The example app, as `flowc tests Flows` writes it.
        static let example = Build(
            name: "example", flows: ["Flows"], models: "Tests/ExampleApp/Models", samples: "ExampleApp")
        /// The 48 flows the drivers run (child-end rulings, entries, tabs, live values, held links…) with the example
        /// app: every form of the format the runtime knows.
        static let drivers = Build(
            name: "drivers", flows: ["Flows", "Tests/FlowCompilerTests/Drivers/Flows"],
            models: "Tests/FlowCompilerTests/Drivers/Models", samples: "DriverFlows")

        private init(name: String, flows: [String], models: String, samples: String) {
            directory = Repository.path(".build/flowc-tests/suites/\(name)")
            self.models = Repository.path(models)
            self.samples = Repository.path("Tests/FlowCompilerTests/Suites/\(samples)")
            var files: [OutputFile] = []
            var checked = Program(flows: [], root: nil)
            var coordinators: [OutputFile] = []
            var libraries = Toolchain.Output(status: -1, output: "not built")
            do {
                try? FileManager.default.removeItem(atPath: directory)
                let paths = try FileDiscovery.flowFiles(in: flows.map(Repository.path))
                let program = Compiler.check(try FileDiscovery.read(paths), options: .init(root: "App")).program
                checked = program
                files = try TestGenerator.generate(program, options: .init())
                coordinators = try SwiftGenerator.generate(
                    program, options: .init(templates: try TemplateSet.builtIn()))
                libraries = try Self.buildLibraries(
                    in: directory, runtime: Repository.path("Sources/FlowcRuntime"), models: self.models)
            } catch {
                libraries = Toolchain.Output(status: -1, output: "\(error)")
            }
            self.files = files
            self.program = checked
            self.coordinators = coordinators
            self.libraries = libraries
        }

        /// FlowcRuntime (from `runtime`), FlowcTesting and Models, as static libraries in `directory/libs`.
        static func buildLibraries(in directory: String, runtime: String, models: String) throws -> Toolchain.Output {
            let libs = directory + "/libs"
            try FileManager.default.createDirectory(atPath: libs, withIntermediateDirectories: true)
            let modules: [(String, [String])] = [
                ("FlowcRuntime", try Toolchain.swiftFilesRecursively(in: runtime)),
                ("FlowcTesting", try Toolchain.swiftFiles(in: Repository.path("Sources/FlowcTesting"))),
                ("Models", try Toolchain.swiftFiles(in: models)),
            ]
            var output = Toolchain.Output(status: 0, output: "")
            for (name, sources) in modules {
                output = try Toolchain.swiftc(
                    [
                        "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", name,
                        "-emit-module-path", "\(libs)/\(name).swiftmodule", "-I", libs,
                    ] + sources + ["-o", "\(libs)/lib\(name).a"])
                guard output.succeeded else { return output }
            }
            return output
        }

        /// Builds the suites with `coordinators` against the libraries in `libs`, and runs them.
        func run(_ name: String, coordinators: [OutputFile], libs: String? = nil) throws -> (
            compile: Toolchain.Output, run: Toolchain.Output?
        ) {
            let root = "\(directory)/\(name)"
            try OutputWriter(directory: root + "/coordinators").write(coordinators)
            try OutputWriter(directory: root + "/suites").write(files.filter { $0.path.hasSuffix(".swift") })
            let libs = libs ?? directory + "/libs"
            let sources =
                try Toolchain.swiftFiles(in: root + "/coordinators") + Toolchain.swiftFiles(in: root + "/suites")
                + Toolchain.swiftFiles(in: samples) + [Repository.path("Tests/FlowCompilerTests/Suites/Runner.swift")]
            let compile = try Toolchain.swiftc(
                ["-parse-as-library", "-module-name", "FlowSuites", "-I", libs, "-L", libs]
                    + ["-lFlowcRuntime", "-lFlowcTesting", "-lModels"] + sources + ["-o", root + "/suites.run"])
            guard compile.succeeded else { return (compile, nil) }
            return (compile, try Toolchain.run(root + "/suites.run", []))
        }

        /// The generated coordinators with `text` of `file` replaced: broken on purpose.
        func coordinators(replacing text: String, in file: String, with replacement: String) throws -> [OutputFile] {
            var files = coordinators
            let index = try #require(files.firstIndex { $0.path == file })
            try #require(files[index].text.contains(text), "\(file) no longer holds \(text)")
            files[index] = OutputFile(
                path: file, text: files[index].text.replacingOccurrences(of: text, with: replacement))
            return files
        }

        /// What a run that passes every test the suites declare prints last: one suite per flow, each with its
        /// `@Test` functions.
        var passingLine: String {
            let tests = files.map { $0.text.components(separatedBy: "  @Test(").count - 1 }.reduce(0, +)
            return "Test run with \(tests) tests in \(program.flows.count) suites passed"
        }
    }

    @Test func theSuitesOfTheExampleAppCompileAndPass() throws {
        let build = Build.example
        try #require(build.libraries.succeeded, "\(build.libraries.output)")
        #expect(
            build.files.map(\.path).sorted() == [
                "AppFlowTests.swift", "AssessmentFlowTests.swift", "AuthFlowTests.swift", "FlowTestSupport.swift",
                "MaterialsFlowTests.swift", "OnboardingFlowTests.swift", "ProfileFlowTests.swift", "flow-paths.json",
            ])
        let (compile, run) = try build.run("intact", coordinators: build.coordinators)
        try #require(compile.succeeded, "\(compile.output)")
        let output = try #require(run).output
        #expect(run?.status == 0, "\(output)")
        // Each flow's suite: steps and transitions, and deep links where it has them (App, Auth, Materials, Profile).
        #expect(build.passingLine == "Test run with 12 tests in 6 suites passed")
        #expect(output.contains(build.passingLine), "\(output.suffix(2_000))")
        // Every transition of Auth is checked, one move each: its start, and each handler of its steps (it has no
        // decision, app event or system back handler).
        let auth = try #require(build.files.first { $0.path == "AuthFlowTests.swift" }).text
        let flow = try #require(build.program.flow("Auth"))
        let handlers = flow.steps.map(\.handlers.count).reduce(0, +)
        #expect(handlers == 11)
        #expect(auth.components(separatedBy: "      let expected: [String] = ").count - 1 == 1 + handlers)
    }

    @Test func aBrokenGeneratedTransitionFailsItsSuite() throws {
        let build = Build.example
        try #require(build.libraries.succeeded, "\(build.libraries.output)")
        // `submit` pushes verifyCode; the generated code is changed to present it as a sheet.
        let pushed = "case (.login(.submit(let email)), .login): .show(.verifyCode(email: email), .push)"
        let (compile, run) = try build.run(
            "broken-generated",
            coordinators: try build.coordinators(
                replacing: pushed, in: "Auth.swift", with: pushed.replacingOccurrences(of: ".push)", with: ".sheet)")))
        try #require(compile.succeeded, "\(compile.output)")
        let output = try #require(run).output
        #expect(run?.status != 0)
        #expect(
            output.contains(
                "[\"Auth.login\", \"Auth.verifyCode (sheet)\"]) == (expected → [\"Auth.login\", \"Auth.verifyCode\"])"),
            "\(output.suffix(3_000))")
        #expect(output.contains("login: submit → verifyCode"))
    }

    @Test func aScreenWiredToAnotherStepFailsItsSuite() throws {
        let build = Build.example
        try #require(build.libraries.succeeded, "\(build.libraries.output)")
        // The generated factory of verifyCode makes the reset-link screen: the right step, the wrong screen.
        let wired = "case .verifyCode(let email): screens.verifyCode(email: email, send: send(AuthEvent.verifyCode))"
        let miswired =
            "case .verifyCode(let email): screens.resetLinkSent(email: email, send: send(AuthEvent.resetLinkSent))"
        let broken = try build.coordinators(replacing: wired, in: "Auth.swift", with: miswired)
        let (compile, run) = try build.run("broken-screen", coordinators: broken)
        try #require(compile.succeeded, "\(compile.output)")
        let output = try #require(run).output
        #expect(run?.status != 0)
        #expect(output.contains("\"Auth.verifyCode made as Auth.resetLinkSent\""), "\(output.suffix(3_000))")
    }

    @Test func aBrokenRuntimeFailsTheSuites() throws {
        let build = Build.example
        try #require(build.libraries.succeeded, "\(build.libraries.output)")
        // The runtime's `popTo` keeps one screen too many.
        let runtime = build.directory + "/broken-runtime-sources"
        try? FileManager.default.removeItem(atPath: runtime)
        try FileManager.default.copyItem(atPath: Repository.path("Sources/FlowcRuntime"), toPath: runtime)
        let file = runtime + "/FlowState.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let popTo = "next.steps.removeSubrange((index + 1)...)"
        try #require(text.contains(popTo))
        try text.replacingOccurrences(of: popTo, with: "next.steps.removeSubrange((index + 2)...)")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let libraries = try Build.buildLibraries(
            in: build.directory + "/broken-runtime", runtime: runtime, models: build.models)
        try #require(libraries.succeeded, "\(libraries.output)")
        let (compile, run) = try build.run(
            "broken-runtime", coordinators: build.coordinators, libs: build.directory + "/broken-runtime/libs")
        try #require(compile.succeeded, "\(compile.output)")
        let output = try #require(run).output
        #expect(run?.status != 0)
        // Auth's reset link: "back to login" pops to the login screen, under the sheet.
        #expect(output.contains("resetLinkSent: backToLogin → login"), "\(output.suffix(3_000))")
    }

    @Test func thePathsLeadFromTheRootToEveryStep() throws {
        let build = Build.example
        let json = try #require(build.files.first { $0.path == "flow-paths.json" })
        let paths = try FlowPaths(json: Data(json.text.utf8))
        #expect(paths.root == "App")
        #expect(paths.entries["Auth"] == FlowPaths.Entry(flow: "App", step: "auth", tab: nil))
        // Signed out at launch, then the e-mail sent from the login screen.
        #expect(
            paths.moves(toStep: "verifyCode", of: "Auth") == [
                FlowPathMove(flow: "App", step: "launch", choice: "signedOut"),
                FlowPathMove(flow: "Auth", step: "login", event: "submit"),
            ])
        // Profile is the second tab of App's main step; its settings are one tap away.
        #expect(
            paths.moves(toStep: "settings", of: "Profile") == [
                FlowPathMove(flow: "App", step: "launch", choice: "signedIn"),
                FlowPathMove(flow: "App", step: "main", selectTab: 1),
                FlowPathMove(flow: "Profile", step: "overview", event: "settings"),
            ])
        #expect(paths.moves(toStep: "quiz", of: "Materials")?.last?.identifier == "Materials.detail.takeQuiz")
        // What a UI test does with them: FlowPathReplay with the UI tool's actions (XCUIApplication.replay on iOS).
        var done: [String] = []
        try FlowPathReplay.replay(
            try #require(paths.moves(toStep: "settings", of: "Profile")),
            answer: { done.append("answer \($0.flow).\($0.step): \($0.choice ?? "")") },
            selectTab: { done.append("tab \($0)") }, tap: { done.append("tap \($0)") })
        #expect(done == ["answer App.launch: signedIn", "tab 1", "tap Profile.overview.settings"])
        #expect(throws: FlowPathReplay.UnplayableMove.self) {
            try FlowPathReplay.replay(
                [FlowPathMove(flow: "App", step: "auth", child: "Auth", outcome: "skipped")], answer: { _ in },
                selectTab: { _ in }, tap: { _ in })
        }
        // Every step of every flow has a way (the example app has no step lint finds unreachable).
        let total = try FileDiscovery.flowFiles(in: [Repository.path("Flows")]).count
        #expect(paths.flows.count == total)
    }

    /// Every form the drivers exercise (child-end rulings, entries, `selectedTab:`, requests, tabs that restart,
    /// live values, held links, alerts, async decisions): the simulated navigation says what the runtime does.
    @Test func theSuitesOfEveryDriverFlowCompileAndPass() throws {
        let build = Build.drivers
        try #require(build.libraries.succeeded, "\(build.libraries.output)")
        #expect(build.program.flows.count == 55)
        let (compile, run) = try build.run("intact", coordinators: build.coordinators)
        try #require(compile.succeeded, "\(compile.output.prefix(5_000))")
        let output = try #require(run).output
        #expect(run?.status == 0, "\(output.suffix(5_000))")
        #expect(output.contains(build.passingLine), "\(output.suffix(2_000))")
        // Member starts Options on its entry `about`: the drive that ends it starts where the entry does, and
        // Member's suite takes `closed` from there. The entry `privacy` shows a screen with no way on but the system's
        // back, which the suites do not drive: no drive, no move.
        let support = try #require(build.files.first { $0.path == "FlowTestSupport.swift" }).text
        #expect(support.contains("static func optionsAtAboutToClosed("))
        #expect(!support.contains("static func optionsAtPrivacyTo"))
        let member = try #require(build.files.first { $0.path == "MemberFlowTests.swift" }).text
        #expect(member.contains("// about: Options ends closed → memberHome"))
        // flow-paths.json keeps the ways of Options started on `about`: one tap on its Done button.
        let json = try #require(build.files.first { $0.path == "flow-paths.json" })
        let paths = try FlowPaths(json: Data(json.text.utf8))
        #expect(
            paths.flows["Options"]?.fromEntries?["about"]?.outcomes["closed"]
                == FlowPaths.Hop(
                    from: "aboutOptions", moves: [FlowPathMove(flow: "Options", step: "aboutOptions", event: "done")]))
    }
}
