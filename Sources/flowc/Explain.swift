import ArgumentParser
import FlowCompiler
import Foundation

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explains a check, with examples; without an id, lists every check.")

    @Argument(
        help: "A check id, like unreachable-step.",
        completion: .list(Checks.all.map(\.id)))
    var id: String?

    @Flag(help: "Print the checks page (docs/checks.md) in Markdown.")
    var markdown = false

    @Flag(help: "Print every example of the check, not one of each kind.")
    var all = false

    func run() throws {
        if markdown {
            print(CheckDocumentation.page(), terminator: "")
            return
        }
        guard let id else {
            let width = Checks.all.map(\.id.count).max() ?? 0
            for check in Checks.all {
                let padded = check.id.padding(toLength: width, withPad: " ", startingAt: 0)
                print(
                    "\(padded)  \(check.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(check.summary)"
                )
            }
            return
        }
        guard let check = Checks.description(of: id) else {
            var message = "error: no check named '\(id)'"
            if let suggestion = Names.suggestion(for: id, among: Checks.all.map(\.id)) {
                message += "; did you mean '\(suggestion)'?"
            }
            FileHandle.standardError.write(Data((message + "\nrun 'flowc explain' to list the checks\n").utf8))
            throw ExitCode(2)
        }
        print(CheckDocumentation.markdown(check, headingLevel: 1, examplesEach: all ? nil : 1), terminator: "")
    }
}
