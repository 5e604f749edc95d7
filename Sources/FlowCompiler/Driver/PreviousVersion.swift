import Foundation

/// The old version `flowc diff --against REF` compares with: a directory of flows, or a git revision of the
/// repository that holds the inputs, whose flow files at the inputs' repository-relative paths (and its nearest
/// flowc.yaml, found in the revision's own tree) are read with `git ls-tree` and one `git cat-file --batch`: no
/// checkout, no worktree, no network. Files read from a revision are named `REF:path`, the path as the inputs name
/// the same file today.
public enum PreviousVersion {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// What to do about it, when there is something to say (a `note:` line).
        public var hint: String?

        init(_ description: String, hint: String? = nil) {
            self.description = description
            self.hint = hint
        }
    }

    public struct Files {
        public var flows: [SourceFile]
        /// The old version's flowc.yaml, when it has one.
        public var config: SourceFile?
    }

    /// Which flowc.yaml the old version reads.
    public enum ConfigLookup: Sendable {
        /// None (`--no-config`).
        case none
        /// The one at this path (`--config`), else the nearest, as for `nearest`.
        case file(String)
        /// The nearest at or above the inputs, in the old version's own files, up to a package's or the
        /// repository's root (`ConfigDiscovery`'s rule): a flowc.yaml moved or deleted since is still found.
        case nearest
    }

    /// `inputs`: the paths the new version was read from (files or directories).
    public static func load(_ reference: String, inputs: [String], config: ConfigLookup) throws(Failure) -> Files {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            do {
                let flows = try FileDiscovery.load([reference])
                if case .none = config { return Files(flows: flows, config: nil) }
                let found = ConfigDiscovery.nearest(to: [reference])
                let config = try found.flatMap { path throws(FileDiscovery.Failure) in
                    try FileDiscovery.read([path]).first
                }
                return Files(flows: flows, config: config)
            } catch {
                throw Failure("--against \(reference): \(error.description)")
            }
        }
        do {
            return try fromRevision(reference, inputs: inputs, config: config)
        } catch {
            // A file of that name that is no revision either: the user meant a directory of flows.
            guard exists else { throw error }
            throw Failure(
                "--against '\(reference)' is a file: give the directory that holds the old flow files, or a git "
                    + "revision")
        }
    }

    private static func fromRevision(_ reference: String, inputs: [String], config: ConfigLookup) throws(Failure)
        -> Files
    {
        let manager = FileManager.default
        let current = URL(fileURLWithPath: manager.currentDirectoryPath)
        func absolute(_ path: String) -> URL {
            URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL.resolvingSymlinksInPath()
        }
        func isDirectory(_ url: URL) -> Bool {
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let folder = inputs.first.map(absolute).map { isDirectory($0) ? $0 : $0.deletingLastPathComponent() }
        let top: String
        do {
            top = try git(["rev-parse", "--show-toplevel"], in: (folder ?? current).path).text.trimmed
        } catch {
            if error.description.hasPrefix("cannot run git") { throw Failure("--against '\(reference)': \(error)") }
            throw Failure(
                "--against '\(reference)' is not a directory, and no git repository holds "
                    + "\(inputs.joined(separator: ", ")) to read a revision from")
        }
        guard
            let commit = try? git(["rev-parse", "--verify", "--quiet", "\(reference)^{commit}"], in: top).text.trimmed,
            !commit.isEmpty
        else {
            if (try? git(["rev-list", "--max-count=1", "--all"], in: top).text.trimmed.isEmpty) ?? false {
                throw Failure("--against '\(reference)': the git repository at \(top) has no commits yet")
            }
            throw Failure(
                "--against '\(reference)' is not a directory, nor a revision of the git repository at \(top): "
                    + "unknown revision '\(reference)'",
                hint: "in CI, fetch the history the revision is in (with actions/checkout, 'fetch-depth: 0')")
        }
        let root = absolute(top).path
        func inRepository(_ path: String) -> String? {
            let full = absolute(path).path
            if full == root { return "" }
            return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : nil
        }
        // Each input as the repository names it, and how the inputs name what is below it.
        var wanted: [(repository: String, shown: String)] = []
        for input in inputs {
            guard let path = inRepository(input) else {
                throw Failure("--against '\(reference)': \(input) is outside the repository at \(top)")
            }
            wanted.append((path, input))
        }
        let configs = configCandidates(config, inputs: inputs, inRepository: inRepository) {
            isDirectory(absolute($0))
        }
        let listing: String
        do {
            listing = try git(
                ["ls-tree", "-r", "--name-only", "-z", commit, "--"]
                    + wanted.map { $0.repository.isEmpty ? "." : $0.repository } + configs.asked,
                in: root
            ).text
        } catch {
            throw Failure("--against '\(reference)': \(error.description)")
        }
        let listed = listing.split(separator: "\0").map(String.init).sorted()
        var files: [(repository: String, shown: String)] = []
        var seen = Set<String>()
        for path in listed where seen.insert(path).inserted {
            guard
                let input = wanted.first(where: {
                    $0.repository.isEmpty || path == $0.repository || path.hasPrefix($0.repository + "/")
                })
            else { continue }
            let isNamed = path == input.repository
            guard isNamed || FileDiscovery.isFlowFile(path) else { continue }
            let below = input.repository.isEmpty ? path : String(path.dropFirst(input.repository.count + 1))
            let shown =
                isNamed ? input.shown : (input.shown.hasSuffix("/") ? input.shown + below : input.shown + "/" + below)
            files.append((path, shown))
        }
        let configFile = configs.found(in: seen).map { path -> (repository: String, shown: String) in
            if case .file(let given) = config, inRepository(given) == path { return (path, given) }
            let full = root + "/" + path
            let here = absolute(".").path
            return (path, full.hasPrefix(here + "/") ? String(full.dropFirst(here.count + 1)) : full)
        }
        let blobs = try readBlobs(
            commit, (files + (configFile.map { [$0] } ?? [])).map(\.repository), in: root, reference)
        let flows = files.compactMap { file in
            blobs[file.repository].map { SourceFile(path: "\(reference):\(file.shown)", bytes: $0) }
        }
        if flows.isEmpty {
            throw Failure(
                "--against '\(reference)': no flow files (*.flow.yaml) at \(inputs.joined(separator: ", ")) in "
                    + "that revision")
        }
        let oldConfig = configFile.flatMap { file in
            blobs[file.repository].map { SourceFile(path: "\(reference):\(file.shown)", bytes: $0) }
        }
        return Files(flows: flows, config: oldConfig)
    }

    /// The repository paths where the old flowc.yaml may be, best first, and the paths to ask `git ls-tree` for:
    /// the given file, then flowc.yaml in the deepest directory holding every input and each one above it, up to
    /// the repository's root or the first that holds a `Package.swift` in the revision.
    private struct ConfigCandidates {
        var given: String?
        /// Directories, deepest first ("" is the repository's root).
        var directories: [String]

        static func file(_ directory: String, _ name: String) -> String {
            directory.isEmpty ? name : directory + "/" + name
        }

        var asked: [String] {
            (given.map { [$0] } ?? [])
                + directories.flatMap {
                    [Self.file($0, ConfigDiscovery.fileName), Self.file($0, "Package.swift")]
                }
        }

        func found(in listed: Set<String>) -> String? {
            if let given, listed.contains(given) { return given }
            for directory in directories {
                let config = Self.file(directory, ConfigDiscovery.fileName)
                if listed.contains(config) { return config }
                if listed.contains(Self.file(directory, "Package.swift")) { return nil }
            }
            return nil
        }
    }

    private static func configCandidates(
        _ lookup: ConfigLookup, inputs: [String], inRepository: (String) -> String?, isDirectory: (String) -> Bool
    ) -> ConfigCandidates {
        let given: String?
        switch lookup {
        case .none: return ConfigCandidates(given: nil, directories: [])
        case .file(let path): given = inRepository(path)
        case .nearest: given = nil
        }
        // The deepest directory holding every input (a file's own directory), as the repository names it.
        let folders = inputs.compactMap { input -> [Substring]? in
            guard let path = inRepository(input) else { return nil }
            let components = path.split(separator: "/")
            return isDirectory(input) ? components : Array(components.dropLast())
        }
        var common = folders.first ?? []
        for components in folders.dropFirst() { common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0)) }
        var directories: [String] = []
        while true {
            directories.append(common.joined(separator: "/"))
            if common.isEmpty { break }
            common.removeLast()
        }
        return ConfigCandidates(given: given, directories: directories)
    }

    /// The files' bytes at `commit`, by repository path, read by one `git cat-file --batch`; a path the revision
    /// does not have is left out.
    private static func readBlobs(_ commit: String, _ paths: [String], in root: String, _ reference: String)
        throws(Failure)
        -> [String: [UInt8]]
    {
        guard !paths.isEmpty else { return [:] }
        let request = paths.map { "\(commit):\($0)\n" }.joined()
        let output: [UInt8]
        do {
            output = try git(["cat-file", "--batch"], in: root, input: Data(request.utf8)).bytes
        } catch {
            throw Failure("--against '\(reference)': \(error.description)")
        }
        var blobs: [String: [UInt8]] = [:]
        var position = 0
        for path in paths {
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            position = newline + 1
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]) else { continue }
            blobs[path] = Array(output[position..<min(output.count, position + size)])
            position += size + 1
        }
        return blobs
    }

    private struct Output {
        var bytes: [UInt8]
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Runs git in `directory`; fails with its error output when it exits non-zero.
    private static func git(_ arguments: [String], in directory: String, input: Data? = nil) throws(Failure) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        let feed = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do {
            try process.run()
        } catch {
            throw Failure("cannot run git: \(error.localizedDescription)")
        }
        // Fed on another thread while the output is read here: a large request and a large answer would otherwise
        // each wait for the other's pipe to empty.
        if let input {
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: stderr, as: UTF8.self).trimmed
            throw Failure(message.isEmpty ? "git \(arguments.first ?? "") failed" : message)
        }
        return Output(bytes: Array(stdout))
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
