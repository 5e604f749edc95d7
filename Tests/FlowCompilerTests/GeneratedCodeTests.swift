import Foundation
import Testing

@testable import FlowCompiler

/// The proof that the generated code works: flowc generates Swift for the example app (Flows/), the test flows
/// (Tests/FlowCompilerTests/Drivers/Flows: child-end rulings, Swift keywords, deep-link paths, a flow that sends
/// nothing) and the flows of the reference tests (References/Swift), then one `swiftc -swift-version 6
/// -warnings-as-errors` builds it with the drivers (Drivers/*.swift, scenarios by hand) and the transition checks
/// (written by `TransitionChecks` from the model: every handler of every flow), with nothing but Foundation and a
/// stand-in for the app's `Models` module; the tests read what the built driver reports.
///
/// The build is in `.build/flowc-tests/drivers` (kept, to look at after a failure).
final class DriverRun: Sendable {
    let directory: String
    let diagnostics: [String]
    let generated: [OutputFile]
    let compile: Toolchain.Output
    let run: Toolchain.Output?
    /// The checks TransitionChecks wrote: one per handler of every flow, and one per flow start.
    let transitionCount: Int

    static let shared = DriverRun()

    /// The example app, the test flows, and the flows of the reference tests (so that their text compiles too).
    static let flowDirectories = [
        "Flows", "Tests/FlowCompilerTests/Drivers/Flows", "Tests/FlowCompilerTests/References/Swift",
    ]

    /// The program the drivers run, read as `flowc generate` reads it.
    static func program() throws -> Compiler.Result {
        let paths = try FileDiscovery.flowFiles(in: flowDirectories.map(Repository.path))
        return Compiler.check(try FileDiscovery.read(paths))
    }

    private init() {
        let directory = Repository.path(".build/flowc-tests/drivers")
        self.directory = directory
        var diagnostics: [String] = []
        var generated: [OutputFile] = []
        var transitionCount = 0
        var compile = Toolchain.Output(status: -1, output: "not compiled")
        var run: Toolchain.Output?
        do {
            try? FileManager.default.removeItem(atPath: directory)
            let result = try Self.program()
            diagnostics = result.diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message)" }
            generated = try SwiftGenerator.generate(
                result.program, options: .init(templates: try TemplateSet.builtIn(), ))
            try OutputWriter(directory: directory + "/generated").write(generated)
            let checksSource = TransitionChecks(program: result.program).source()
            transitionCount =
                checksSource.components(separatedBy: "checkTransition(\"").count - 1
                + checksSource.components(separatedBy: "checkStart(\"").count - 1
            try OutputWriter(directory: directory + "/checks").write([
                OutputFile(path: "TransitionChecks.swift", text: checksSource)
            ])
            let drivers = Repository.path("Tests/FlowCompilerTests/Drivers")
            compile = try Toolchain.swiftc(
                [
                    "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", "Models",
                    "-emit-module-path", directory + "/models/Models.swiftmodule",
                    drivers + "/Models/Models.swift", "-o", directory + "/models/libModels.a",
                ])
            let runtime = RuntimeModules.runtime
            if compile.succeeded, !runtime.output.succeeded {
                compile = runtime.output
            }
            if compile.succeeded {
                let sources =
                    try Toolchain.swiftFiles(in: directory + "/generated")
                    + Toolchain.swiftFiles(in: drivers) + [directory + "/checks/TransitionChecks.swift"]
                compile = try Toolchain.swiftc(
                    ["-I", directory + "/models", "-L", directory + "/models", "-lModels"] + runtime.arguments + sources
                        + ["-o", directory + "/driver"])
                run = compile.succeeded ? try Toolchain.run(directory + "/driver", []) : nil
            }
        } catch {
            diagnostics.append("\(error)")
            compile = Toolchain.Output(status: -1, output: "\(error)")
        }
        self.diagnostics = diagnostics
        self.generated = generated
        self.transitionCount = transitionCount
        self.compile = compile
        self.run = run
    }

    /// The report lines of one group of scenarios (`app`, `transitions` …).
    func results(_ group: String) -> (passed: [String], failed: [String]) {
        let lines = (run?.output ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var passed: [String] = []
        var failed: [String] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("ok    \(group): ") {
                passed.append(line)
            } else if line.hasPrefix("FAIL  \(group): ") {
                let details = lines[(index + 1)...].prefix { $0.hasPrefix("        ") }
                failed.append(([line] + details).joined(separator: "\n"))
            }
        }
        return (passed, failed)
    }
}

struct GeneratedCodeTests {
    static let groups = [
        "app", "auth", "materials", "assessment", "profile", "rulings", "system", "system back", "values back",
        "close and go on", "lifetime",
        "deep links", "restoration", "keywords", "runtime", "modal start", "dismiss handler", "root ends", "requests",
        "app events", "async", "live values", "tabs", "links",
    ]

    @Test func flowsLintCleanAndGenerate() {
        let run = DriverRun.shared
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.joined(separator: "\n"))")
        #expect(run.generated.map(\.path).contains("App.swift"))
    }

    @Test func generatedCodeAndDriversCompileWarningFreeInSwift6Mode() {
        let run = DriverRun.shared
        #expect(run.compile.succeeded, "swiftc failed:\n\(run.compile.output)")
        #expect(run.compile.output.isEmpty, "swiftc printed:\n\(run.compile.output)")
    }

    @Test func driverRunsToTheEnd() {
        let run = DriverRun.shared
        #expect(run.run?.succeeded == true, "the driver failed:\n\(run.run?.output ?? "(not run)")")
        #expect(run.run?.output.contains(" passed, 0 failed") == true)
    }

    @Test(arguments: groups) func scenarios(_ group: String) {
        let (passed, failed) = DriverRun.shared.results(group)
        #expect(!passed.isEmpty, "no scenario of group '\(group)' ran")
        #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")
    }

    /// Every handler of every flow of Flows/ and of the test flows, and every start, checked against the model.
    @Test func everyTransitionOfEveryFlowIsChecked() throws {
        let run = DriverRun.shared
        let program = try DriverRun.program().program
        let handlers = program.flows.reduce(0) { count, flow in
            count + flow.steps.filter(\.isOnStack).reduce(0) { $0 + $1.handlers.count }
        }
        #expect(run.transitionCount == handlers + program.flows.count)
        let (passed, failed) = run.results("transitions")
        #expect(passed.count == run.transitionCount, "\(passed.count) of \(run.transitionCount) checks passed")
        #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")
    }
}
