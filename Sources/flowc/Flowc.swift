import ArgumentParser
import FlowCompiler
import Foundation

@main
struct Flowc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowc",
        abstract: "Compiles declarative navigation flows (*.flow.yaml) into checked Swift coordinators and diagrams.",
        version: FlowcVersion.current,
        subcommands: [Lint.self, Explain.self, Generate.self, Graph.self],
        defaultSubcommand: Lint.self)

    /// ArgumentParser exits 64 on bad usage; flowc promises 2 (0 clean, 1 problems, 2 usage or unreadable input).
    static func main() {
        do {
            var command = try parseAsRoot()
            defer { StageTimes.report() }
            try StageTimes.measure("run the command") { try command.run() }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
