import ArgumentParser
import FlowCompiler
import Foundation

@main
struct Flowc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowc",
        abstract: "Compiles declarative navigation flows (*.flow.yaml) into checked Swift coordinators and diagrams.",
        discussion: """
            Without a command, flowc lints: 'flowc Flows' is 'flowc lint Flows'. '-V' prints the version, as \
            '--version' does. Shell completions: 'flowc --generate-completion-script zsh' (or bash, fish).
            """,
        version: FlowcVersion.current,
        subcommands: [
            Lint.self, Explain.self, Generate.self, Graph.self, Diff.self, Tests.self, Init.self, Scaffold.self,
        ],
        defaultSubcommand: Lint.self)

    /// ArgumentParser exits 64 on bad usage; flowc promises 2 (0 clean, 1 problems, 2 usage or unreadable input).
    /// Every error flowc prints, its own and ArgumentParser's, starts with `error: `, as its diagnostics do.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["-V"] {
            print(FlowcVersion.current)
            return
        }
        if let message = CommandSuggestion.message(for: arguments, commands: commandNames) {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot(arguments)
            try StageTimes.measure("run the command") { try command.run() }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(
                    Data((CommandSuggestion.lowercasedError(fullMessage(for: error)) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }
}
