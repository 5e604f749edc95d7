import Foundation
import Testing

@testable import FlowCompiler

/// `flowc scaffold FLOW`: the app's side of a flow (its screens, its answers, its wiring) compiles at once with the
/// flow's generated code, for UIKit (on the model of UIKit) and SwiftUI (on its sketch), for every flow the drivers
/// and the example app have; and it never overwrites.
@Suite(.serialized)
struct ScaffoldTests {
    @Test(arguments: ScaffoldWriter.UI.allCases)
    func everyFlowsScaffoldCompilesWithItsGeneratedCode(ui: ScaffoldWriter.UI) throws {
        let run = DriverRun.shared
        #expect(run.compile.succeeded, "\(run.compile.output.suffix(2000))")
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/scaffold-\(ui.rawValue)")
        try? FileManager.default.removeItem(atPath: directory)
        // Every flow once (the drivers repeat some names in other folders): the generated code has one of each.
        var seen = Set<String>()
        let files = try program.flows.filter { seen.insert($0.name.value).inserted }.map {
            try ScaffoldWriter.file(flow: $0.name.value, in: program, ui: ui)
        }
        try OutputWriter(directory: directory).write(files)
        let platform = ui == .uikit ? PlatformModels.uiKit : PlatformModels.swiftUI
        #expect(platform.output.succeeded, "\(platform.output.output)")
        let check = try Toolchain.swiftc(
            [
                "-parse-as-library", "-typecheck", "-I", run.directory + "/models", "-I",
                RuntimeModules.runtime.directory, "-I", platform.directory,
            ] + Toolchain.swiftFiles(in: run.directory + "/generated") + Toolchain.swiftFiles(in: directory))
        #expect(check.succeeded, "\(check.output.prefix(4000))")
    }

    /// Each decision's answer is stored: by default its first choice without values; a decision whose every
    /// choice carries values is answered when the class is made, so no placeholder value is invented.
    @Test func answersAreStoredAndNoValueIsInvented() throws {
        let text = """
            flow: Gate
            input:
              userId: String
            start: check
            steps:
              check:
                decide:
                  welcome: home
                  refuse: { to: sorry, with: { reason: String } }
              route:
                decide:
                  tab: { to: home, with: { index: Int } }
              home:
                on: { again: route }
              sorry:
                params: { reason: String }
                terminal: true
            """
        let program = Compiler.check([SourceFile(path: "gate.flow.yaml", text: text)]).program
        let file = try ScaffoldWriter.file(flow: "Gate", in: program, ui: .uikit)
        #expect(file.path == "GateScaffold.swift")
        #expect(file.text.contains("    var checkAnswer: GateChoice.Check = .welcome\n"))
        #expect(file.text.contains("    var routeAnswer: GateChoice.Route\n"))
        #expect(file.text.contains("    init(routeAnswer: GateChoice.Route) {"))
        #expect(file.text.contains("static func scaffold(decisions: GateAnswers) -> Self {"), "\(file.text)")
        #expect(
            file.text.contains("func sorry(reason: String, send: FlowSender<GateEvent.Sorry>) -> UIViewController {"))
    }

    @Test func theCommandWritesOnceAndNeverOverwrites() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", LintCommandTests.clean)
        let first = try FlowcProcess.run(["scaffold", "Auth", "Flows", "--output", "App"], in: directory.path)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "wrote App/AuthScaffold.swift\n")
        let path = directory.path + "/App/AuthScaffold.swift"
        try "// mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        let again = try FlowcProcess.run(["scaffold", "Auth", "Flows", "--output", "App"], in: directory.path)
        #expect(again.status == 2)
        #expect(again.stderr.hasPrefix("error: App/AuthScaffold.swift already exists; nothing written"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// mine\n")
        let typo = try FlowcProcess.run(["scaffold", "Aut", "Flows", "--output", "App"], in: directory.path)
        #expect(typo.status == 2)
        #expect(typo.stderr == "error: no flow named 'Aut'; did you mean 'Auth'?\n")
    }
}

extension ScaffoldWriter.UI: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
