import Foundation

// What `swift package flowc` runs, in plain Foundation (no PackagePlugin) so the tests compile it through a link:
// the arguments it takes and the flowc commands of one target.

/// The options of `swift package --allow-writing-to-package-directory flowc`.
struct CommandRequest: Equatable {
    var targets: [String] = []
    var format: String?
    var output: String?
    var sources = false
    var help = false

    /// The usage line. SwiftPM refuses to start a plugin that writes to the package without the permission flag,
    /// `--help` included, and prints the permission's reason instead: Package.swift's reason holds this line, so
    /// `swift package flowc --help` shows it either way.
    static let usage =
        "swift package --allow-writing-to-package-directory flowc [--target NAME]... [--format dot|mermaid] [--output DIR] [--sources]"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `--help` wins over everything else; an unknown argument or format is an error that shows the usage.
    static func parse(_ arguments: [String]) throws(Failure) -> CommandRequest {
        var request = CommandRequest()
        var unknown: [String] = []
        var index = 0
        func value(_ name: String) throws(Failure) -> String {
            index += 1
            guard index < arguments.count else { throw Failure(description: "\(name) needs a value\nusage: \(usage)") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inline) =
                argument.hasPrefix("--") && argument.contains("=")
                ? (String(argument.prefix { $0 != "=" }), String(argument.drop { $0 != "=" }.dropFirst()))
                : (argument, nil)
            switch name {
            case "--help", "-h": request.help = true
            case "--sources": request.sources = true
            case "--target", "--format", "--output":
                let given: String
                if let inline { given = inline } else { given = try value(name) }
                switch name {
                case "--target": request.targets.append(given)
                case "--format": request.format = given
                default: request.output = given
                }
            default: unknown.append(argument)
            }
            index += 1
        }
        if request.help { return request }
        if !unknown.isEmpty {
            throw Failure(description: "unknown arguments: \(unknown.joined(separator: " "))\nusage: \(usage)")
        }
        if let format = request.format, !["dot", "mermaid"].contains(format) {
            throw Failure(description: "--format takes dot or mermaid, not '\(format)'")
        }
        return request
    }
}

/// The flowc commands for one target: `check` lints its flows once and prints each problem once; only when it
/// passes (no error, and no warning when flowc.yaml says `strict: true`) do the `writes` run, which report nothing
/// again (`--skip-report`). Without a flowc.yaml in the target, `--no-config`: flowc must not find one above the
/// target that the build plugin does not read.
struct CommandRuns: Equatable {
    var check: [String]
    var writes: [[String]]

    init(flows: [String], config: String?, format: String, diagrams: String, overview: Bool, sources: String?) {
        let configArguments = config.map { ["--config", $0] } ?? ["--no-config"]
        check = ["lint"] + flows + configArguments + ["--quiet"]
        let graph = ["graph"] + flows + configArguments + ["--format", format, "--output", diagrams, "--skip-report"]
        // One run draws every flow and, unless flowc.yaml says `overview: false`, the app's overview.
        writes = [graph + (overview ? [] : ["--no-overview"])]
        if let sources {
            writes.append(["generate"] + flows + configArguments + ["--output", sources, "--skip-report"])
        }
    }

    /// What running them did: whether anything was written, and what failed (empty: all went well).
    struct Outcome: Equatable {
        var wrote: Bool
        var failures: [String]
    }

    /// Runs the check, then the writes only if it passed; `run` runs flowc with these arguments and returns its
    /// exit status. The failures name the target `target`.
    func perform(target: String, _ run: ([String]) throws -> Int32) rethrows -> Outcome {
        if try run(check) != 0 {
            return Outcome(wrote: false, failures: ["\(target): the flows have problems (above); nothing written"])
        }
        var failed: [String] = []
        for arguments in writes {
            let status = try run(arguments)
            if status != 0 { failed.append("\(target): flowc \(arguments[0]) exited with \(status)") }
        }
        return Outcome(wrote: true, failures: failed)
    }
}
