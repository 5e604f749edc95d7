import ArgumentParser
import FlowCompiler
import Foundation

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Starts flows in a package: a whole package in an empty folder, or a target's files in one.",
        discussion: """
            In an empty folder (or a new one), writes a package that builds, as `swift package init` does: \
            Package.swift (flowc, FlowcRuntime and FlowcBuildPlugin), Sources/<Target> with a first flow, \
            flowc.yaml and the Swift screens it needs, and a test that drives the flow. In a folder with a \
            Package.swift, writes the target's files under Sources/<Target> and prints the lines to add to \
            Package.swift. In a target's folder (under Sources/, or one with files), writes them there. Never \
            overwrites: with any file in the way, nothing is written. Exit status: 0 written, 2 bad usage or a \
            file in the way.
            """)

    @Argument(help: "The folder: empty or new for a whole package, a package's, or a target's.")
    var directory: String = "."

    @Option(help: "The first flow's name (UpperCamelCase).")
    var flow = "Main"

    @Option(help: "The target's name (default: the folder's name; in a target's folder, that folder's).")
    var target: String?

    @Option(help: "How a new package reaches flowc: a Git URL, or a local path such as ../flowc.")
    var flowc = "https://github.com/flowc/flowc"

    func validate() throws {
        if !Names.isUpperCamel(flow) {
            throw ValidationError("--flow takes a flow name in UpperCamelCase, like 'Main'")
        }
    }

    func run() throws {
        let layout = StarterProject.Layout.of(directory, flowc: flowc)
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
        let name = target ?? StarterProject.targetName(forFolder: folder)
        let written: [String]
        do {
            written = try StarterProject.write(flow: flow, target: name, layout: layout, into: directory)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        for path in written { print("wrote \(path)") }
        switch layout {
        case .package:
            print("\n`swift build` checks the flows and generates their code; `swift test` drives the first one.")
        case .existingPackage, .targetFolder:
            print("\n" + StarterProject.packageLines(target: name))
        }
    }
}
