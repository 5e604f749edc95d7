import Foundation
import Testing

@testable import FlowCompiler

/// The build plugin's plan (Plugins/FlowcBuildPlugin/PlanScan.swift, compiled into these tests through a link) and
/// flowc's side of it (`generate --plugin-flow`): the scan finds at least every flow the
/// compiler says a flow starts, a flow's file generated alone is the file generated with the whole program, and each
/// command reports what it should, once.
struct PluginPlanTests {
    /// Every flow of the example app and of the generator's test flows.
    static let flowDirectories = ["Flows", "Tests/FlowCompilerTests/Drivers/Flows"]

    static func exampleFiles() throws -> [String] {
        try FileDiscovery.flowFiles(in: flowDirectories.map(Repository.path))
    }

    // MARK: - The scan

    @Test func theScanFindsExactlyTheFlowsEachExampleFlowStarts() throws {
        let paths = try Self.exampleFiles()
        let program = Compiler.check(try FileDiscovery.read(paths)).program
        let plan = PlanDependencies(paths.map { URL(fileURLWithPath: $0) })
        let dependencies = FlowDependencies(program)
        for (index, flow) in program.flows.enumerated() {
            let position = try #require(paths.firstIndex(of: flow.file))
            let scanned = Set(plan.closure(of: position).map { paths[$0] })
            #expect(scanned == Set(dependencies.files(ofFlow: index)), "\(flow.file)")
        }
    }

    /// Every check example: the scan names the flow as the compiler does, and misses none of the flows it starts
    /// (it may list more: a dependency too many costs a rerun, one too few a stale file).
    @Test func theScanMissesNoFlowOfAnyCheckExample() throws {
        var checked = 0
        for check in Checks.all {
            for example in check.triggering + check.nonTriggering {
                let prepared = PreparedExample(example)
                let program = Compiler.check(prepared.files).program
                for flow in program.flows {
                    guard let file = prepared.files.first(where: { $0.path == flow.file }) else { continue }
                    let scan = FlowScan(text: String(decoding: file.bytes, as: UTF8.self))
                    #expect(scan.name == flow.name.value, "\(check.id): \(flow.file)")
                    let started = Set(flow.steps.flatMap(\.childFlows).map(\.value)).subtracting([flow.name.value])
                    #expect(started.isSubset(of: scan.references), "\(check.id): \(flow.file) starts \(started)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    @Test(arguments: [
        ("flow: App\nsteps:\n  a: { flow: Auth, present: sheet }\n", ["Auth"]),
        ("flow: App\nsteps:\n  a:\n    flow: \"Auth\"   # the sign-in\n", ["Auth"]),
        ("flow: App\nsteps:\n  main:\n    tabs: [Home, Settings]\n", ["Home", "Settings"]),
        (
            "flow: App\nsteps:\n  main:\n    tabs:\n      - Home\n      - 'Settings'\n    on:\n      Home.done: back\n",
            ["Home", "Settings"]
        ),
        ("flow: App\nsteps:\n  main:\n    tabs:\n    - Home\n    - Settings\n", ["Home", "Settings"]),
        ("flow: App\nsteps:\n  main:\n    tabs: [\n      Home,\n      Settings\n    ]\n", ["Home", "Settings"]),
        ("flow: App\nsteps:\n  main: { tabs: Home }\n", ["Home"]),
        (
            "flow: App   # flow: Fake\nsummary: 'subflow: Nope'\nsteps:\n  a:\n    # flow: Commented\n    terminal: true\n",
            []
        ),
        ("flow: App\nsteps:\n  a: { flow: auth }\n", ["auth"]),
    ])
    func theScanReadsEveryFormOfAReference(text: String, expected: [String]) {
        let scan = FlowScan(text: text)
        #expect(scan.name == "App")
        #expect(scan.references == Set(expected))
    }

    @Test func outputNamesComeFromPathsAndStayUnique() {
        let names = OutputNames([
            URL(fileURLWithPath: "/p/Sources/App/Flows/auth.flow.yaml"),
            URL(fileURLWithPath: "/p/Sources/App/Flows/Account/home.flow.yaml"),
            URL(fileURLWithPath: "/p/Sources/App/Flows/Shop/home.flow.yml"),
        ]).names
        #expect(names == ["auth.flow.swift", "Account_home.flow.swift", "Shop_home.flow.swift"])
    }

    /// The plan reads `generate: templates` of flowc.yaml as flowc does, whatever else the section holds.
    @Test(arguments: [
        ("", false),
        ("root: App\n", false),
        ("generate:\n  templates: T\n", true),
        ("generate:\n  imports:\n    - Models\n  templates: T\n", true),
        ("generate:\n  imports:\n  - Models\n  accessLevel: public\n", false),
        ("generate: { accessLevel: public, templates: \"T\" }\n", true),
        ("generate:\n  templates: T   # the project's own\n", true),
    ])
    func thePlanReadsTheConfigAsFlowcDoes(text: String, templates: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("flowc.yaml", text)
        try directory.write("T/Flow.swift.mustache", "x")
        try directory.write("T/notes.txt", "not a template")
        let scan = ConfigScan(URL(fileURLWithPath: path))
        #expect(scan.templateFiles.map(\.lastPathComponent) == (templates ? ["Flow.swift.mustache"] : []))
        let (config, diagnostics) = ConfigReader.load(SourceFile(path: path, text: text))
        #expect(diagnostics.isEmpty)
        #expect((config.generate.templates != nil) == templates)
    }

    // MARK: - One flow's file, generated alone

    /// A flow's file made from the flow and the flows it starts is the file made from the whole program: what lets
    /// each build command read only what it depends on.
    @Test func aFlowGeneratedAloneIsTheFlowGeneratedWithTheProgram() throws {
        let paths = try Self.exampleFiles()
        let program = Compiler.check(try FileDiscovery.read(paths)).program
        let options = SwiftGenerator.Options(access: .public, templates: try TemplateSet.builtIn())
        let whole = try SwiftGenerator.generate(program, options: options)
        let dependencies = FlowDependencies(program)
        for (index, flow) in program.flows.enumerated() {
            let name = GeneratedNames.fileName(ofFlow: flow.name.value)
            let alone = try SwiftGenerator.generate(dependencies.subprogram(ofFlow: index), options: options)
            #expect(alone.first { $0.path == name } == whole.first { $0.path == name }, "\(flow.name.value)")
        }
    }

    // MARK: - The commands

    /// A small program in a temporary directory, with absolute paths as the plugin gives them.
    struct Project {
        let directory: TemporaryDirectory
        var path: String { directory.path }
        func file(_ name: String) -> String { directory.path + "/" + name }

        init(_ files: [String: String]) throws {
            directory = try TemporaryDirectory()
            for (name, text) in files { try directory.write(name, text) }
        }

        var flows: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: path))?.filter { $0.hasSuffix(".flow.yaml") }.sorted()
                .map(file) ?? []
        }

        func generate(_ arguments: [String]) throws -> FlowcProcess.Output {
            try FlowcProcess.run(["generate"] + flows + ["--output", path + "/out", "--no-color"] + arguments)
        }
    }

    static let app = """
        flow: App
        start: home
        steps:
          home:
            on:
              signIn: auth
          auth:
            flow: Auth
            on:
              done: home
        """
    static let auth = """
        flow: Auth
        outcomes:
          done: {}
        start: login
        steps:
          login:
            on:
              submit: { finish: done }
        """

    @Test func aFlowsCommandWritesItsFileUnderThePlannedName() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        let run = try project.generate([
            "--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift",
            "--plugin-input", project.file("auth.flow.yaml"),
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty && run.stderr.isEmpty, "a build command that succeeds is silent")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path + "/out") == ["app.flow.swift"])
        let text = try String(contentsOfFile: project.path + "/out/app.flow.swift", encoding: .utf8)
        #expect(text.hasPrefix("// Generated by flowc from app.flow.yaml."))
    }

    @Test func eachCommandReportsTheProblemsOfItsOwnFileOnly() throws {
        let broken = Self.auth.replacingOccurrences(of: "submit: { finish: done }", with: "submit: { finish: dne }")
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": broken])
        let auth = try project.generate([
            "--plugin-flow", project.file("auth.flow.yaml"), "--plugin-output-name", "auth.flow.swift",
        ])
        #expect(auth.status == 1)
        #expect(
            auth.stdout.contains("\(project.file("auth.flow.yaml")):8:7: error: flow 'Auth' has no outcome 'dne'"),
            "\(auth.stdout)")
        // App starts Auth: its command fails too, without repeating Auth's problem.
        let app = try project.generate([
            "--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift",
            "--plugin-input", project.file("auth.flow.yaml"),
        ])
        #expect(app.status == 1)
        #expect(app.stdout.isEmpty, "\(app.stdout)")
        #expect(
            app.stderr
                == "note: the code of flow 'App' is not generated: auth.flow.yaml has errors (reported with it)\n")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/app.flow.swift"))
    }

    @Test func anErrorInAFlowNobodyStartsStopsOnlyItsOwnCommand() throws {
        let project = try Project([
            "app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth,
            "other.flow.yaml": "flow: Other\nstart: a\nsteps:\n  a: { on: { go: b } }\n",
        ])
        let app = try project.generate([
            "--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift",
            "--plugin-input", project.file("auth.flow.yaml"),
        ])
        #expect(app.status == 0, "\(app.stdout)\(app.stderr)")
        let other = try project.generate([
            "--plugin-flow", project.file("other.flow.yaml"), "--plugin-output-name", "other.flow.swift",
        ])
        #expect(other.status == 1)
        #expect(other.stdout.contains("other.flow.yaml:4:14: error: unknown step 'b'"), "\(other.stdout)")
    }

    @Test func aFlowStartedSincePlanningIsWarnedAbout() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        let run = try project.generate([
            "--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift",
        ])
        #expect(run.status == 0)
        // Reported as the flows' problems are, with its id, by the text reporter.
        #expect(run.stdout.hasPrefix("\(project.file("app.flow.yaml")):1:7: warning: the build plan is out of date"))
        #expect(run.stdout.contains("auth.flow.yaml") && run.stdout.contains("[stale-build-plan]"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: project.path + "/out/app.flow.swift"), "the file is right")
    }

    /// generate shares lint's reporters (`ReportOptions`): a build command's warning in the JSON report has its id.
    @Test func aBuildCommandsWarningGoesThroughTheReporterChosen() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        let run = try project.generate([
            "--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift",
            "--reporter", "json",
        ])
        #expect(run.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
        let diagnostics = try #require(report, "\(run.stdout)")
        #expect(diagnostics.map { $0["id"] as? String } == ["stale-build-plan"], "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    /// The file written is right, so a strict build does not fail on an out-of-date plan: it only warns.
    @Test func aStalePlanIsNoErrorInAStrictBuild() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        let run = try project.generate([
            "--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift", "--strict",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("warning: the build plan is out of date"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: project.path + "/out/app.flow.swift"))
    }

    /// A template's error is reported once, by the first flow file's command; the others only say why they wrote
    /// nothing.
    @Test func templateErrorsAreReportedOnceByTheFirstFlowsCommand() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        try project.directory.write("templates/Flow.swift.mustache", "// {{flowName}}\n{{#routes}}\n{{/steps}}\n")
        let templates = ["--templates", project.file("templates")]
        let second = try project.generate(
            ["--plugin-flow", project.file("auth.flow.yaml"), "--plugin-output-name", "auth.flow.swift"] + templates)
        #expect(second.status == 1)
        #expect(
            second.stderr == "note: not generated: the templates have errors (reported with the first flow file)\n",
            "\(second.stderr)")
        let first = try project.generate(
            ["--plugin-flow", project.file("app.flow.yaml"), "--plugin-output-name", "app.flow.swift"] + templates)
        #expect(first.status == 1)
        #expect(first.stderr.contains("templates/Flow.swift.mustache:3:"), "\(first.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/app.flow.swift"))
    }

    @Test func theFirstFlowsCommandReportsFlowcYamlOnce() throws {
        let project = try Project([
            "app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth, "flowc.yaml": "root: Ap\n",
        ])
        let first = try project.generate([
            "--config", project.file("flowc.yaml"), "--plugin-flow", project.file("app.flow.yaml"),
            "--plugin-output-name", "app.flow.swift",
        ])
        #expect(first.status == 1)
        #expect(
            first.stdout.hasPrefix("\(project.file("flowc.yaml")):1:7: error: unknown root flow 'Ap'"),
            "\(first.stdout)")
        let flow = try project.generate([
            "--config", project.file("flowc.yaml"), "--plugin-flow", project.file("auth.flow.yaml"),
            "--plugin-output-name", "auth.flow.swift",
        ])
        #expect(flow.status == 1)
        #expect(flow.stdout.isEmpty)
        #expect(flow.stderr.contains("flowc.yaml has errors (reported with it)"))
    }

    /// The runtime and hosts are libraries: no command writes them, and the options that chose them are gone.
    @Test func noCommandWritesTheRuntime() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        for removed in [["--plugin-support"], ["--adapters", "uikit"]] {
            let run = try project.generate(removed)
            #expect(run.status == 2, "\(removed): \(run.stderr)")
        }
        let run = try project.generate([])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project.path + "/out").sorted() == [
                "App.swift", "Auth.swift",
            ])
    }

    // MARK: - generate with flowc.yaml

    @Test func generateTakesItsOptionsFromFlowcYaml() throws {
        let project = try Project([
            "app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth,
            "flowc.yaml": "generate:\n  accessLevel: public\n  typePrefix: FC\n  imports: [Models]\n",
        ])
        let run = try project.generate(["--config", project.file("flowc.yaml")])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project.path + "/out").sorted()
                == ["App.swift", "Auth.swift"])
        let app = try String(contentsOfFile: project.path + "/out/App.swift", encoding: .utf8)
        #expect(app.contains("\nimport Models\n"))
        #expect(app.contains("public typealias FCAppCoordinator<Screen>"), "\(app)")
        // The command line wins.
        let overridden = try project.generate([
            "--config", project.file("flowc.yaml"), "--access-level", "internal",
        ])
        #expect(overridden.status == 0)
        let again = try String(contentsOfFile: project.path + "/out/App.swift", encoding: .utf8)
        #expect(again.contains("\ntypealias FCAppCoordinator<Screen>"))
    }

    @Test func generateReportsFlowcYamlProblemsAndWritesNothing() throws {
        let project = try Project([
            "app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth, "flowc.yaml": "generate:\n  acessLevel: public\n",
        ])
        let run = try project.generate(["--config", project.file("flowc.yaml")])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "\(project.file("flowc.yaml")):2:3: error: unknown key 'acessLevel' in 'generate' [unknown-key]"))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out"))
    }
}
