import ArgumentParser
import FlowCompiler
import Foundation

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generates Swift coordinators from flow files.",
        discussion: """
            Lints first: with any error, nothing is written and the diagnostics are printed as 'flowc lint' prints \
            them. Writes FlowRuntime.swift, one <Flow>.swift per flow, FlowUIKitHost.swift and \
            FlowSwiftUIHost.swift into the output directory, each atomically and only when its content changed.
            Exit status: 0 written, 1 problems found, 2 bad usage or unreadable input.
            """)

    enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
        case `public`, package, `internal`
    }

    @Argument(help: "Flow files, or directories to search for *.flow.yaml files.")
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "The directory to write the Swift files to.")
    var output: String

    @Option(help: "The access level of the generated declarations: public, package or internal.")
    var accessLevel: AccessLevel = .internal

    @Option(help: "A directory of templates replacing the built-in ones of the same file name.")
    var templates: String?

    @Option(help: "The root flow of the app; flows it cannot reach are reported.")
    var root: String?

    @Flag(inversion: .prefixedNo, help: "Colour the diagnostics (default: when writing to a terminal).")
    var color: Bool?

    func run() throws {
        let files = try Input.load(paths)
        let result = Compiler.check(files, options: .init(root: root))
        if !result.diagnostics.isEmpty {
            let colored = color ?? (isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
            let report = TextReporter(colored: colored, sources: files).render(result.diagnostics)
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        if result.hasErrors { throw ExitCode(1) }

        let templateSet: TemplateSet
        do {
            templateSet = try TemplateSet.load(overridingWith: templates)
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
        let access = SwiftGenerator.AccessLevel(rawValue: accessLevel.rawValue) ?? .internal
        let outputs: [OutputFile]
        do {
            outputs = try SwiftGenerator.generate(result.program, options: .init(access: access, templates: templateSet))
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(1)
        }
        do {
            let report = try OutputWriter(directory: output).write(outputs)
            FileHandle.standardError.write(Data((report.summary(in: output) + "\n").utf8))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}
