import Foundation

/// What `flowc init` writes into a folder of a target: a first flow that lints clean and generates, and a
/// flowc.yaml naming it as the root; and the lines Package.swift needs to run the build plugin on that target.
public enum StarterProject {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes the files into `directory` and returns their paths; writes nothing when one of them exists already
    /// (`flowc init` never overwrites) or cannot be written.
    public static func write(flow name: String, into directory: String) throws(Failure) -> [String] {
        let files = files(flow: name)
        let paths = files.map { (directory as NSString).appendingPathComponent($0.path) }
        let inTheWay = paths.filter { FileManager.default.fileExists(atPath: $0) }
        if !inTheWay.isEmpty {
            throw Failure(
                description:
                    "\(inTheWay.joined(separator: ", ")) already exists; nothing written (flowc init never overwrites)")
        }
        do {
            try OutputWriter(directory: directory).write(files)
        } catch {
            throw Failure(description: "nothing written: \(error.description)")
        }
        return paths
    }

    public static func files(flow name: String) -> [OutputFile] {
        [
            OutputFile(path: flowFileName(flow: name), text: flow(name)),
            OutputFile(path: ConfigDiscovery.fileName, text: config(root: name)),
        ]
    }

    /// `Main` → `main.flow.yaml`.
    public static func flowFileName(flow name: String) -> String {
        (name.prefix(1).lowercased() + name.dropFirst()) + ".flow.yaml"
    }

    static func flow(_ name: String) -> String {
        """
        # A first flow: two screens and one way out. The format: flowc's docs/format.md; check it with
        # `flowc lint`, draw it with `flowc graph --format mermaid`.
        flow: \(name)
        summary: The first flow of the app.
        outcomes:
          finished: {}
        start: welcome
        steps:
          welcome:
            summary: The first screen.
            on:
              next: details
              close: { finish: finished }
          details:
            summary: A second screen, pushed on the first.
            on:
              done: { finish: finished }
              back: back

        """
    }

    static func config(root: String) -> String {
        """
        # flowc's options for these flows; flowc finds this file at or above the flows it reads.
        # The root flow: flows it never starts are reported.
        root: \(root)
        # true: warnings are errors, and fail lint, generate and the build.
        strict: false
        generate:
          # internal, package or public (for a library of coordinators).
          accessLevel: internal

        """
    }

    /// The lines to add to Package.swift, for the target named `target`.
    public static func packageLines(target: String) -> String {
        """
        Add to Package.swift (the dependency's `package:` is the identity of flowc's package: the last component \
        of its URL, or the name of its folder for a path dependency):

            dependencies: [
                .package(path: "path/to/flowc"),
            ],
            targets: [
                .target(
                    name: "\(target)",
                    plugins: [.plugin(name: "FlowcBuildPlugin", package: "flowc")]
                ),
            ]
        """
    }
}
