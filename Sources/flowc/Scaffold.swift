import ArgumentParser
import FlowCompiler
import Foundation

struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Writes the app's side of a flow, to start from: its screens, its answers and its wiring.",
        discussion: """
            Lints first: with any error, nothing is written. Writes <Flow>Scaffold.swift into the output \
            directory: <Flow>Views, a stub per screen (UIKit view controllers, or SwiftUI views with --ui \
            swiftui); <Flow>Answers, each decision's answer stored (set it from your app's state); and \
            <Flow>Wiring.scaffold(…), the flow wired with them and the wirings of the flows it starts. It compiles \
            with the flow's generated code as it is. Never overwrites: the file is yours once written.
            Exit status: 0 written, 1 problems found, 2 bad usage, unreadable input or a file in the way.
            """)

    @Argument(help: "The flow whose side to write, by its name (Auth).")
    var flow: String

    @OptionGroup var input: InputOptions

    @OptionGroup var check: CheckOptions

    @Option(name: .shortAndLong, help: "The directory to write the file to (the app target's folder).")
    var output: String

    @Option(help: "What the screens are: uikit (UIViewController, the default) or swiftui (AnyView).")
    var ui: ScaffoldWriter.UI = .uikit

    @OptionGroup var report: ReportOptions

    func run() throws {
        let program = try CheckedInput.programToWrite(input, check: check, report: report)
        let stderr = FileHandle.standardError
        guard program.index(ofFlow: flow) != nil else {
            var message = "error: no flow named '\(flow)'"
            if let suggestion = Names.suggestion(for: flow, among: program.flows.map(\.name.value)) {
                message += "; did you mean '\(suggestion)'?"
            }
            stderr.write(Data((message + "\n").utf8))
            throw ExitCode(2)
        }
        let file: OutputFile
        do {
            file = try ScaffoldWriter.file(flow: flow, in: program, ui: ui)
        } catch {
            stderr.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
        let path = (output as NSString).appendingPathComponent(file.path)
        if FileManager.default.fileExists(atPath: path) {
            stderr.write(
                Data("error: \(path) already exists; nothing written (flowc scaffold never overwrites)\n".utf8))
            throw ExitCode(2)
        }
        do {
            try OutputWriter(directory: output).write([file])
        } catch {
            stderr.write(Data("error: nothing written: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        print("wrote \(path)")
    }
}

extension ScaffoldWriter.UI: ExpressibleByArgument {}
