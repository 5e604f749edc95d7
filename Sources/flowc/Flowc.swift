import ArgumentParser
import FlowCompiler

@main
struct Flowc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowc",
        abstract: "Compiles declarative navigation flows (*.flow.yaml) into checked Swift coordinators and diagrams.",
        version: FlowcVersion.current,
        subcommands: [Lint.self, Explain.self, Graph.self],
        defaultSubcommand: Lint.self)
}
