import Foundation
import Testing

/// A modular app, as real iOS apps are built: a package outside the repository with two targets that use
/// FlowcBuildPlugin, `Feature` (flows Materials and Assessment) and `App` (flow App, which starts Feature's
/// Materials), `App` depending on `Feature`, both on the `FlowcRuntime` library. SwiftPM builds it from scratch
/// (flowc too, from this repository), then runs its test, which drives App into Feature's flow and back.
///
/// It proves: the plugin gives App's commands Feature's flow files as interfaces (checked, not generated again);
/// App's generated code imports Feature and uses its types; no runtime type is generated into either module;
/// Feature's texts come from its own resource bundle (`Bundle.module`, which the plugin chooses for a target with
/// resources), App's from the main bundle.
///
/// The package is built in the system's temporary folder, outside the repository as an app is (kept, to look at
/// after a failure; a second run reuses its build of flowc).
@Suite(.serialized)
struct ModularAppTests {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowc-modular-sample").path

    /// The package's files; its App test is docs/adoption.md's ("Driving child flows in tests"), so the guide's
    /// text is what builds and passes.
    static var files: [String: String] {
        var files = ownFiles
        files["Tests/AppTests/AppTests.swift"] = try? AdoptionGuideTests.blocks("swift").first {
            $0.hasPrefix("// Tests/AppTests/AppTests.swift")
        }
        return files
    }

    static let ownFiles: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "ModularSample",
            platforms: [.macOS(.v15), .iOS(.v16)],
            dependencies: [.package(path: "flowc")],
            targets: [
                .target(
                    name: "Feature",
                    dependencies: [.product(name: "FlowcRuntime", package: "flowc")],
                    resources: [.process("Resources")],
                    plugins: [.plugin(name: "FlowcBuildPlugin", package: "flowc")]),
                .target(
                    name: "App",
                    dependencies: ["Feature", .product(name: "FlowcRuntime", package: "flowc")],
                    plugins: [.plugin(name: "FlowcBuildPlugin", package: "flowc")]),
                // The suites `flowc tests` writes of Feature's flows, with generated-tests.md's lines.
                .testTarget(
                    name: "FeatureTests",
                    dependencies: ["Feature", .product(name: "FlowcTesting", package: "flowc")],
                    exclude: ["Flows/flow-paths.json"]),
                .testTarget(
                    name: "AppTests",
                    dependencies: [
                        "App", "Feature", .product(name: "FlowcRuntime", package: "flowc"),
                        .product(name: "FlowcTesting", package: "flowc"),
                    ]),
            ]
        )

        """,
        "Sources/Feature/flowc.yaml": """
        # Feature's flows are used by the App module: their types are public.
        generate:
          accessLevel: public

        """,
        "Sources/Feature/Flows/materials.flow.yaml": """
        flow: Materials
        summary: The course materials, and a quiz on one of them.
        input:
          courseId: Int
        outcomes:
          closed: {}
          passed: { score: Int }
        start: list
        steps:
          list:
            params: { courseId: Int }
            on:
              open: { to: detail, with: { materialId: Int } }
              close: { finish: closed }
          detail:
            params: { materialId: Int }
            on:
              quiz: quiz
              back: back
          quiz:
            flow: Assessment
            present: sheet
            on:
              passed: { finish: passed }
              failed: back

        """,
        "Sources/Feature/Flows/assessment.flow.yaml": """
        flow: Assessment
        outcomes:
          passed: { score: Int }
          failed: {}
        start: questions
        steps:
          questions:
            on:
              submit: grade
              giveUp: { finish: failed }
          grade:
            decide:
              pass: { finish: passed, with: { score: Int } }
              fail: { finish: failed }

        """,
        "Sources/Feature/Resources/Flows.strings": """
        "quiz.leave" = "Leave the quiz?";

        """,
        "Sources/Feature/Screens.swift": """
        import FlowcRuntime

        /// The feature team's screens, as text: what a UIKit feature makes as view controllers.
        public struct MaterialsText: MaterialsScreens {
            public init() {}
            public func list(courseId: Int, send: FlowSender<MaterialsEvent.List>) -> String { "list \\(courseId)" }
            public func detail(materialId: Int, send: FlowSender<MaterialsEvent.Detail>) -> String {
                "detail \\(materialId)"
            }
        }

        public struct AssessmentText: AssessmentScreens {
            public init() {}
            public func questions(send: FlowSender<AssessmentEvent.Questions>) -> String { "questions" }
        }

        /// The feature's answer to Assessment's decision.
        public struct Grader: AssessmentDecisions {
            public var score: Int
            public init(score: Int) { self.score = score }
            public func grade(input: AssessmentInput) -> AssessmentChoice.Grade {
                score >= 50 ? .pass(score: score) : .fail
            }
        }

        """,
        "Sources/App/flowc.yaml": """
        root: App

        """,
        "Sources/App/Flows/app.flow.yaml": """
        flow: App
        start: home
        steps:
          home:
            on:
              learn: { to: learning, with: { courseId: Int } }
          learning:
            flow: Materials
            on:
              closed: back
              passed: { to: certificate, present: replace }
          certificate:
            params: { score: Int }
            terminal: true

        """,
        "Sources/App/AppScreens.swift": """
        import FlowcRuntime

        struct AppText: AppScreens {
            func home(send: FlowSender<AppEvent.Home>) -> String { "home" }
            func certificate(score: Int, send: FlowSender<AppEvent.Certificate>) -> String { "certificate \\(score)" }
        }

        """,
        "Tests/AppTests/StringsTests.swift": """
        @_spi(Generated) import Feature
        import FlowcRuntime
        import Testing

        @testable import App

        @MainActor
        struct StringsTests {
            @Test func theFeaturesTextsComeFromItsOwnBundle() {
                #expect(MaterialsFlow.strings.bundle != .main)
                #expect(MaterialsFlow.strings.text("quiz.leave") == "Leave the quiz?")
                // App's flows look in the app's bundle, which has no such key: the key is shown.
                #expect(AppFlow.strings.bundle == .main)
                #expect(AppFlow.strings.text("quiz.leave") == "quiz.leave")
            }
        }

        """,
    ]

    /// Writes the package (unchanged files are left alone, so a second run rebuilds nothing it need not).
    static func writePackage() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let link = directory + "/flowc"
        if (try? manager.destinationOfSymbolicLink(atPath: link)) != Repository.root.path {
            try? manager.removeItem(atPath: link)
            // A path dependency's package name is its folder's: reach the repository as "flowc".
            try manager.createSymbolicLink(atPath: link, withDestinationPath: Repository.root.path)
        }
        for (path, text) in files {
            let file = directory + "/" + path
            if (try? String(contentsOfFile: file, encoding: .utf8)) == text { continue }
            try manager.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    /// `swift test` of the package: its build (flowc included) and its tests.
    static let run: Toolchain.Output = {
        do {
            try writePackage()
            // SwiftPM plans again only when Package.swift changes, not when a file of a path dependency (this
            // repository) comes or goes: a kept build would look for a file that is no longer there.
            try FileManager.default.setAttributes(
                [.modificationDate: Date()], ofItemAtPath: directory + "/Package.swift")
            let suites = try FlowcProcess.run(
                ["tests", "Sources/Feature/Flows", "--output", "Tests/FeatureTests/Flows", "--module", "Feature"],
                in: directory)
            guard suites.status == 0 else {
                return Toolchain.Output(status: suites.status, output: "flowc tests: \(suites.stdout)\(suites.stderr)")
            }
            return try Toolchain.run("swift", ["test"], in: directory)
        } catch {
            return Toolchain.Output(status: -1, output: "\(error)")
        }
    }()

    @Test func thePackageBuildsAndItsTestDrivesTheAppIntoTheFeatureAndBack() {
        let run = Self.run
        #expect(run.succeeded, "\(run.output.suffix(4000))")
        #expect(run.output.contains("theAppRunsTheFeaturesFlowAndComesBack"), "\(run.output.suffix(2000))")
        #expect(run.output.contains("aQuizPassedInTheFeatureEndsOnTheAppsCertificate"), "\(run.output.suffix(2000))")
        #expect(run.output.contains("theFeaturesTextsComeFromItsOwnBundle"), "\(run.output.suffix(2000))")
        // Feature's generated suites ran, and SwiftPM found no file it does not know what to do with.
        #expect(run.output.contains("Materials flow"), "\(run.output.suffix(2000))")
        #expect(!run.output.contains("unhandled"), "\(run.output.suffix(2000))")
    }

    /// Each module holds its own flows' code only: App's plugin wrote app.flow.swift (not Feature's flows again),
    /// Feature's its two flows, and neither a runtime or host file. Beside them are the check's stamp and the
    /// flows' interfaces (App's with Feature's), Swift files of comments only.
    @Test func eachModuleGetsItsOwnFlowsCodeAndNoRuntime() throws {
        #expect(Self.run.succeeded)
        let outputs = Self.directory + "/.build/plugins/outputs"
        let all = try FileManager.default.subpathsOfDirectory(atPath: outputs)
            .filter { $0.hasSuffix(".swift") && $0.contains("FlowcBuildPlugin") }
        func generated(by target: String) -> [String] {
            all.filter { $0.contains("/\(target)/") }.map { ($0 as NSString).lastPathComponent }.sorted()
        }
        // App's check writes the interfaces of Feature's flows too, which App's flows' commands read.
        #expect(
            generated(by: "App") == [
                "app.flow.interface.swift", "app.flow.swift", "assessment.flow.Feature.interface.swift",
                "flowc-check.swift", "materials.flow.Feature.interface.swift",
            ], "\(all)")
        #expect(
            generated(by: "Feature") == [
                "assessment.flow.interface.swift", "assessment.flow.swift", "flowc-check.swift",
                "materials.flow.interface.swift", "materials.flow.swift",
            ], "\(all)")
        let files = all.filter { $0.hasSuffix(".flow.swift") }
        for file in all where !files.contains(file) {
            let text = try String(contentsOfFile: outputs + "/" + file, encoding: .utf8)
            #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(file) holds code")
        }
        for file in files {
            let text = try String(contentsOfFile: outputs + "/" + file, encoding: .utf8)
            #expect(!text.contains("struct FlowState"), "\(file) declares a runtime type")
            #expect(text.contains("import FlowcRuntime"), "\(file) does not use the runtime library")
        }
        let app = try String(
            contentsOfFile: outputs + "/" + (files.first { $0.hasSuffix("app.flow.swift") } ?? ""), encoding: .utf8)
        #expect(app.contains("import Feature"), "App's code imports the module of the flow it starts")
    }
}
