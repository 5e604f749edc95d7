import ArgumentParser
import FlowCompiler
import Foundation

struct Tests: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Generates Swift Testing suites that drive every flow through its generated coordinator.",
        discussion: """
            Lints first: with any error, nothing is written. Writes into the output directory, each file atomically \
            and only when its content changed: FlowTestSupport.swift (test screens, answers to decisions, the \
            wiring), one <Flow>FlowTests.swift per flow (each step reached, each transition taken, each deep link \
            opened, URLs of other shapes refused, and after each move the screens on every stack compared with \
            what the flow file says), and flow-paths.json (the shortest moves to every step, for UI tests). The \
            suites import FlowcTesting and, with --module, the module of the generated coordinators \
            (docs/generated-tests.md).
            Exit status: 0 written, 1 problems found, 2 bad usage or unreadable input.
            """)

    @OptionGroup var input: InputOptions

    @OptionGroup var check: CheckOptions

    @Option(name: .shortAndLong, help: "The directory to write the suites to (a test target's folder).")
    var output: String

    @Option(help: "The module the generated coordinators are in; the suites import it with @testable.")
    var module: String?

    @OptionGroup var report: ReportOptions

    func run() throws {
        let program = try CheckedInput.programToWrite(input, check: check, report: report)
        let outputs: [OutputFile]
        do {
            outputs = try StageTimes.measure("generate the suites") { () throws(GenerationError) in
                try TestGenerator.generate(program, options: .init(module: module))
            }
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
        do {
            let report = try StageTimes.measure("write the files") { () throws(OutputWriter.Failure) in
                try OutputWriter(directory: output).write(outputs)
            }
            FileHandle.standardError.write(Data((report.summary(in: output) + "\n").utf8))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}
