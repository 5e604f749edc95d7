import ArgumentParser
import FlowCompiler
import Foundation

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a first flow and a flowc.yaml, and prints the lines to add to Package.swift.",
        discussion: """
            Writes <flow>.flow.yaml and flowc.yaml into the directory (default: the current one); refuses, \
            writing nothing, when either exists. Exit status: 0 written, 2 bad usage or a file in the way.
            """)

    @Argument(help: "The directory to write into: the folder of the target that will hold the flows.")
    var directory: String = "."

    @Option(help: "The first flow's name (UpperCamelCase).")
    var flow = "Main"

    @Option(help: "The target's name, for the Package.swift lines (default: the directory's name).")
    var target: String?

    func validate() throws {
        if !Names.isUpperCamel(flow) {
            throw ValidationError("--flow takes a flow name in UpperCamelCase, like 'Main'")
        }
    }

    func run() throws {
        let written: [String]
        do {
            written = try StarterProject.write(flow: flow, into: directory)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        for path in written { print("wrote \(path)") }
        let name = target ?? URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        print("\n" + StarterProject.packageLines(target: name))
    }
}
