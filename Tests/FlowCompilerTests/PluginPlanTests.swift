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
        for flow in program.flows {
            let position = try #require(paths.firstIndex(of: flow.file))
            let scanned = Set(plan.children(of: position).map { paths[$0] })
            let started = Set(flow.steps.flatMap(\.childFlows).compactMap { program.flow($0.value)?.file })
            #expect(scanned == started.subtracting([flow.file]), "\(flow.file)")
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
        // Names that would still be the same take a number, in path order.
        let same = OutputNames([
            URL(fileURLWithPath: "/p/Flows/A/home.flow.yaml"), URL(fileURLWithPath: "/p/Flows/A_home.flow.yaml"),
            URL(fileURLWithPath: "/p/Flows/B/home.flow.yaml"), URL(fileURLWithPath: "/p/Flows/auth.flow.yaml"),
            URL(fileURLWithPath: "/p/Flows/auth.flow.yml"),
        ]).names
        #expect(
            same == [
                "A_home.flow.swift", "A_home_2.flow.swift", "B_home.flow.swift", "auth.flow.swift", "auth_2.flow.swift",
            ])
    }

    /// What flowc reads as a flow's name and the flows it starts, the scan reads too, whatever the line ends.
    @Test(arguments: [
        "flow: App\r\nsteps:\r\n  a:\r\n    flow: Auth\r\n", "\u{FEFF}flow: App\nsteps:\n  a: { flow: Auth }\n",
        "flow:\n  App\nsteps:\n  a: { flow: Auth }\n", "'flow': App\nsteps:\n  a: { flow: Auth }\n",
        "\"flow\": App\rsteps:\r  a: { flow: Auth }\r",
    ])
    func theScanReadsNamesAsFlowcDoes(text: String) throws {
        let scan = FlowScan(text: text)
        #expect(scan.name == "App")
        #expect(scan.references == ["Auth"])
        let program = Compiler.check([SourceFile(path: "app.flow.yaml", text: text)]).program
        #expect(program.flows.map(\.name.value) == ["App"])
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

    /// A flow of another module whose generated code is internal, started here: reported at the line that starts
    /// it, with the module's flowc.yaml to change; nothing once that says public or package, or for a module whose
    /// flows this one does not start.
    @Test func aFlowOfAnInternalModuleIsReportedWhereItIsStarted() throws {
        let directory = try TemporaryDirectory()
        let app = try directory.write(
            "App/app.flow.yaml",
            "flow: App\nstart: home\nsteps:\n  home:\n    on: { learn: learning }\n  learning:\n    flow: Materials\n"
                + "    on: { closed: back }\n")
        let materials = try directory.write("Feature/materials.flow.yaml", "flow: Materials\nstart: list\n")
        let other = try directory.write("Other/quiz.flow.yaml", "flow: Quiz\nstart: q\n")
        let interfaces = [("Feature", URL(fileURLWithPath: materials)), ("Other", URL(fileURLWithPath: other))]
        let flows = [URL(fileURLWithPath: app)]
        let problems = ModuleAccessScan.problems(flows: flows, interfaces: interfaces, configs: [:])
        #expect(problems.map(\.line) == [7], "only Materials, which App starts, at its `flow:` line")
        #expect(problems.first?.file.path == app)
        #expect(
            problems.first?.message.hasPrefix(
                "\(app):7: Materials is a flow of module Feature, whose generated code is internal") == true)
        let config = try directory.write("Feature/flowc.yaml", "generate:\n  accessLevel: internal\n")
        let configs = ["Feature": URL(fileURLWithPath: config)]
        #expect(
            ModuleAccessScan.problems(flows: flows, interfaces: interfaces, configs: configs).first?.message
                .hasSuffix("write 'generate: { accessLevel: public }' in \(config)") == true)
        for level in ["public", "package", "\"public\""] {
            _ = try directory.write("Feature/flowc.yaml", "generate: { accessLevel: \(level) }\n")
            #expect(
                ModuleAccessScan.problems(flows: flows, interfaces: interfaces, configs: configs).isEmpty, "\(level)")
        }
    }

    // MARK: - One flow's file, generated from the interfaces of the flows it starts

    /// A flow's file made from the flow and the interfaces of the flows it starts (what its build command reads)
    /// is the file made from the whole program: what lets an edit that keeps a flow's interface regenerate no
    /// other flow.
    @Test func aFlowGeneratedFromTheInterfacesItStartsIsTheFlowGeneratedWithTheProgram() throws {
        var compared = 0
        for paths in [
            try Self.exampleFiles(), try FileDiscovery.flowFiles(in: [Repository.path("Tests/HostScenarios/Flows")]),
        ] {
            compared += try Self.compareGeneratedFromInterfaces(try FileDiscovery.read(paths))
        }
        #expect(compared > 50)
        // A tab's outcome and request of the app's own types, which the tabs step's code names (with the line
        // where the tab's flow writes them, for Swift's errors about them), on lines that are not the first.
        let tabs = [
            SourceFile(
                path: "main.flow.yaml",
                text: "flow: Main\nimports: [Models]\nstart: tabs\nsteps:\n  tabs:\n    tabs: [Shop]\n    on:\n"
                    + "      Shop.picked: { to: item, with: { item: Models.Item } }\n      Shop.help: sheet\n"
                    + "  item:\n    params: { item: Models.Item }\n    on:\n      back: back\n"
                    + "  sheet:\n    present: sheet\n    on:\n      close: dismiss\n"),
            SourceFile(
                path: "shop.flow.yaml",
                text:
                    "flow: Shop\nimports: [Models]\ntab: { title: Shop }\n\noutcomes:\n\n  picked: { item: Models.Item }\n"
                    + "requests:\n  help: { topic: Models.Topic }\nstart: list\nsteps:\n  list:\n    on:\n"
                    + "      pick: { finish: picked, with: { item: Models.Item } }\n"
                    + "      ask: { request: help, with: { topic: Models.Topic } }\n"),
        ]
        #expect(Compiler.check(tabs).diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(try Self.compareGeneratedFromInterfaces(tabs) == 2)
    }

    /// How many flows of the program in `files` were compared.
    static func compareGeneratedFromInterfaces(_ files: [SourceFile]) throws -> Int {
        let program = Compiler.check(files).program
        let options = SwiftGenerator.Options(access: .public, templates: try TemplateSet.builtIn())
        let whole = try SwiftGenerator.generate(program, options: options)
        var compared = 0
        for flow in program.flows {
            // Through the interface files' bytes, as the command reads them.
            let interfaces = try Set(flow.steps.flatMap(\.childFlows).map(\.value)).subtracting([flow.name.value])
                .sorted().compactMap(program.flow).map { try #require(FlowInterface.decode(FlowInterface($0).encoded)) }
            let name = GeneratedNames.fileName(ofFlow: flow.name.value)
            let unit = BuildPluginCommands.unit(flows: [flow], problems: [], declared: interfaces)
            #expect(unit.failure == nil && unit.diagnostics.isEmpty, "\(flow.name.value)")
            let alone = try SwiftGenerator.generate(unit.program, options: options, only: unit.generated)
            let expected = try #require(whole.first { $0.path == name })
            let actual = try #require(alone.first { $0.path == name })
            #expect(actual.text == expected.text, "\(flow.name.value)")
            compared += 1
        }
        return compared
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

    /// The check as the plan runs it: every flow file of the project, the stamp and each flow's interface file.
    static func runCheck(_ project: Project, _ more: [String] = ["--no-config"]) throws -> FlowcProcess.Output {
        let interfaces = project.flows.flatMap { path in
            let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".flow.yaml", with: "")
            return ["--plugin-interface", project.file("out/interfaces/\(name).flow.interface.swift")]
        }
        return try project.generate(more + ["--plugin-check", project.file("out/flowc-check.swift")] + interfaces)
    }

    /// A flow's command as the plan runs it: its own flow file, and the interfaces of the flows it starts.
    static func runFlow(
        _ project: Project, _ name: String, reading: [String] = [], _ more: [String] = ["--no-config"]
    ) throws -> FlowcProcess.Output {
        let path = project.file("\(name).flow.yaml")
        return try FlowcProcess.run(
            ["generate", path, "--output", project.path + "/out", "--no-color"] + more + [
                "--plugin-flow", path, "--plugin-output-name", "\(name).flow.swift",
                "--plugin-interface-directory", project.file("out/interfaces"),
            ] + reading.flatMap { ["--plugin-interface", project.file("out/interfaces/\($0).flow.interface.swift")] })
    }

    static func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func theCheckReportsEveryProblemOnceAndWritesTheInterfacesOfAProgramWithoutErrors() throws {
        let broken = Self.auth.replacingOccurrences(of: "submit: { finish: done }", with: "submit: { finish: dne }")
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": broken])
        let stamp = project.file("out/flowc-check.swift")
        let interface = project.file("out/interfaces/auth.flow.interface.swift")
        let failed = try Self.runCheck(project)
        #expect(failed.status == 1)
        #expect(
            failed.stdout.contains("\(project.file("auth.flow.yaml")):8:7: error: flow 'Auth' has no outcome 'dne'"),
            "\(failed.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stamp) && !FileManager.default.fileExists(atPath: interface))

        try project.directory.write("auth.flow.yaml", Self.auth)
        let passed = try Self.runCheck(project)
        #expect(passed.status == 0 && passed.stdout.isEmpty && passed.stderr.isEmpty, "\(passed.stdout)")
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == BuildPluginCommands.checkStamp)
        let bytes = try #require(FileManager.default.contents(atPath: interface))
        #expect(FlowInterface.decode(Array(bytes))?.outcomes.map(\.name) == ["done"])
        #expect(!FileManager.default.fileExists(atPath: project.file("out/App.swift")), "the check writes no code")
        // Passing again keeps the stamp and the interfaces as they were: the commands that read them do not rerun.
        let before = (try Self.modified(stamp), try Self.modified(interface))
        Thread.sleep(forTimeInterval: 0.01)
        #expect(try Self.runCheck(project).status == 0)
        #expect(try Self.modified(stamp) == before.0 && Self.modified(interface) == before.1)
    }

    @Test func aFlowsCommandWritesItsFileFromTheInterfacesItReads() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        #expect(try Self.runCheck(project).status == 0)
        let app = try Self.runFlow(project, "app", reading: ["auth"])
        #expect(app.status == 0 && app.stdout.isEmpty && app.stderr.isEmpty, "\(app.stdout)\(app.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: project.path + "/out").sorted() == [
                "app.flow.swift", "flowc-check.swift", "interfaces",
            ])
        let text = try String(contentsOfFile: project.path + "/out/app.flow.swift", encoding: .utf8)
        #expect(text.hasPrefix("// Generated by flowc from app.flow.yaml."))
        // The same code as generating the whole program.
        let whole = try project.generate(["--no-config", "--output", project.path + "/whole"])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(try String(contentsOfFile: project.path + "/whole/App.swift", encoding: .utf8) == text)
    }

    /// What spares the commands of the flows that start a flow: an edit that keeps its interface leaves the
    /// interface file as it was; one that changes it rewrites it.
    @Test func anEditThatKeepsTheInterfaceLeavesItsFileUntouched() throws {
        let project = try Project(["auth.flow.yaml": Self.auth])
        let interface = project.file("out/interfaces/auth.flow.interface.swift")
        #expect(try Self.runCheck(project).status == 0)
        let before = try Self.modified(interface)
        Thread.sleep(forTimeInterval: 0.01)

        let screens = Self.auth.replacingOccurrences(
            of: "      submit: { finish: done }",
            with: "      submit: { to: code, with: { email: String } }\n  code:\n    params: { email: String }\n"
                + "    on:\n      verify: { finish: done }\n      back: back")
        try project.directory.write("auth.flow.yaml", screens)
        #expect(try Self.runCheck(project).status == 0)
        #expect(try Self.modified(interface) == before, "a new screen is no change of Auth's interface")

        try project.directory.write(
            "auth.flow.yaml",
            screens.replacingOccurrences(of: "done: {}", with: "done: { id: Int }")
                .replacingOccurrences(of: "{ finish: done }", with: "{ finish: done, with: { id: Int } }"))
        #expect(try Self.runCheck(project).status == 0)
        #expect(try Self.modified(interface) != before, "an outcome's value is")
    }

    /// Flows that start each other each have their command: each reads the other's interface, which the check
    /// wrote, so the commands wait for no other.
    @Test func flowsThatStartEachOtherReadEachOthersInterface() throws {
        let folder =
            "flow: Folder\ninput: { path: String }\nstart: list\nsteps:\n  list:\n    on:\n"
            + "      open: { to: file, with: { path: String } }\n      close: { finish: closed }\n  file:\n"
            + "    flow: File\n"
            + "    on:\n      closed: back\noutcomes:\n  closed: {}\n"
        let file =
            "flow: File\ninput: { path: String }\nstart: page\nsteps:\n  page:\n    on:\n"
            + "      up: { to: parent, with: { path: String } }\n      close: { finish: closed }\n  parent:\n"
            + "    flow: Folder\n    on:\n      closed: back\noutcomes:\n  closed: {}\n"
        let project = try Project(["Folder.flow.yaml": folder, "File.flow.yaml": file])
        #expect(try Self.runCheck(project).status == 0)
        for (name, other) in [("File", "Folder"), ("Folder", "File")] {
            let run = try Self.runFlow(project, name, reading: [other])
            #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stdout)\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: project.file("out/\(name).flow.swift")))
        }
    }

    @Test func aFlowTheCommandWasNotGivenIsWarnedAboutAndReadAllTheSame() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        // Before the check wrote Auth's interface, App's code cannot be written.
        let missing = try Self.runFlow(project, "app")
        #expect(missing.status == 1)
        #expect(
            missing.stdout.hasPrefix("\(project.file("app.flow.yaml")):1:7: warning: the build plan is out of date"))
        #expect(
            missing.stderr == "note: not generated: the interface of flow 'Auth' is not there\n", "\(missing.stderr)")
        // Once it did, the code is right, and the plan still out of date.
        #expect(try Self.runCheck(project).status == 0)
        let run = try Self.runFlow(project, "app")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // Reported as the flows' problems are, with its id, by the text reporter.
        #expect(run.stdout.hasPrefix("\(project.file("app.flow.yaml")):1:7: warning: the build plan is out of date"))
        #expect(run.stdout.contains("auth.flow.yaml") && run.stdout.contains("[stale-build-plan]"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: project.path + "/out/app.flow.swift"), "the file is right")
    }

    /// generate shares lint's reporters (`ReportOptions`): a build command's warning in the JSON report has its id.
    @Test func aBuildCommandsWarningGoesThroughTheReporterChosen() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        #expect(try Self.runCheck(project).status == 0)
        let run = try Self.runFlow(project, "app", ["--no-config", "--reporter", "json"])
        #expect(run.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
        let diagnostics = try #require(report, "\(run.stdout)")
        #expect(diagnostics.map { $0["id"] as? String } == ["stale-build-plan"], "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    /// The file written is right, so a strict build does not fail on an out-of-date plan: it only warns.
    @Test func aStalePlanIsNoErrorInAStrictBuild() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        #expect(try Self.runCheck(project).status == 0)
        let run = try Self.runFlow(project, "app", ["--no-config", "--strict"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("warning: the build plan is out of date"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: project.path + "/out/app.flow.swift"))
    }

    /// The check reports a template's error; a flow's command only says why it wrote nothing.
    @Test func templateErrorsAreReportedOnceByTheCheck() throws {
        let project = try Project(["app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth])
        try project.directory.write("templates/Flow.swift.mustache", "// {{flowName}}\n{{#routes}}\n{{/steps}}\n")
        let templates = ["--no-config", "--templates", project.file("templates")]
        let check = try Self.runCheck(project, templates)
        #expect(check.status == 1)
        #expect(check.stderr.contains("templates/Flow.swift.mustache:3:"), "\(check.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.file("out/flowc-check.swift")))
        let auth = try Self.runFlow(project, "auth", templates)
        #expect(auth.status == 1)
        #expect(
            auth.stderr == "note: not generated: the templates have errors (the check of the flows reports them)\n",
            "\(auth.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/out/auth.flow.swift"))
    }

    @Test func theCheckReportsFlowcYamlAndTheFlowsCommandsOnlyNoteIt() throws {
        let project = try Project([
            "app.flow.yaml": Self.app, "auth.flow.yaml": Self.auth, "flowc.yaml": "generate:\n  acessLevel: public\n",
        ])
        let config = ["--config", project.file("flowc.yaml")]
        let check = try Self.runCheck(project, config)
        #expect(check.status == 1)
        #expect(
            check.stdout.hasPrefix("\(project.file("flowc.yaml")):2:3: error: unknown key 'acessLevel'"),
            "\(check.stdout)")
        let flow = try Self.runFlow(project, "auth", config)
        #expect(flow.status == 1)
        #expect(flow.stdout.isEmpty)
        #expect(flow.stderr == "note: not generated: flowc.yaml has errors (the check of the flows reports them)\n")
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
