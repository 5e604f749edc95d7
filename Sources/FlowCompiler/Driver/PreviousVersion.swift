import Foundation

/// The old version `flowc diff --against REF` compares with: a directory of flows, or a git revision of the
/// repository that holds the inputs, whose flow files at the inputs' repository-relative paths (and its flowc.yaml
/// at the new one's) are read with `git ls-tree` and one `git cat-file --batch`: no checkout, no worktree, no network.
/// Files read from a revision are named `REF:path`, the path as the inputs name the same file today.
public enum PreviousVersion {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public struct Files {
        public var flows: [SourceFile]
        /// The old version's flowc.yaml, when it has one.
        public var config: SourceFile?
    }

    /// `inputs`: the paths the new version was read from (files or directories); `config`: the new version's
    /// flowc.yaml, whose old text is read at the same place.
    public static func load(_ reference: String, inputs: [String], config: String?) throws(Failure) -> Files {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory), isDirectory.boolValue {
            do {
                let flows = try FileDiscovery.load([reference])
                let found = ConfigDiscovery.nearest(to: [reference])
                let config = try found.flatMap { path throws(FileDiscovery.Failure) in
                    try FileDiscovery.read([path]).first
                }
                return Files(flows: flows, config: config)
            } catch {
                throw Failure(description: "--against \(reference): \(error.description)")
            }
        }
        return try fromRevision(reference, inputs: inputs, config: config)
    }

    private static func fromRevision(_ reference: String, inputs: [String], config: String?) throws(Failure) -> Files {
        let neither = Failure(
            description: "--against '\(reference)' is neither a directory nor a git revision of the repository "
                + "holding the inputs")
        let manager = FileManager.default
        let current = URL(fileURLWithPath: manager.currentDirectoryPath)
        func absolute(_ path: String) -> URL {
            URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL.resolvingSymlinksInPath()
        }
        guard let first = inputs.first else { throw neither }
        var isDirectory: ObjCBool = false
        let firstURL = absolute(first)
        let folder =
            manager.fileExists(atPath: firstURL.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? firstURL : firstURL.deletingLastPathComponent()
        guard let top = try? git(["rev-parse", "--show-toplevel"], in: folder.path).text.trimmed,
            !top.isEmpty,
            let commit = try? git(["rev-parse", "--verify", "--quiet", "\(reference)^{commit}"], in: top).text.trimmed,
            !commit.isEmpty
        else { throw neither }
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
                throw Failure(description: "--against '\(reference)': \(input) is outside the repository at \(top)")
            }
            wanted.append((path, input))
        }
        let listing: String
        do {
            listing = try git(
                ["ls-tree", "-r", "--name-only", "-z", commit, "--"]
                    + wanted.map { $0.repository.isEmpty ? "." : $0.repository },
                in: root
            ).text
        } catch {
            throw Failure(description: "--against '\(reference)': \(error.description)")
        }
        var files: [(repository: String, shown: String)] = []
        var seen = Set<String>()
        for path in listing.split(separator: "\0").map(String.init).sorted() where seen.insert(path).inserted {
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
        let configFile = config.flatMap(inRepository).map { (repository: $0, shown: config!) }
        let blobs = try readBlobs(
            commit, (files + (configFile.map { [$0] } ?? [])).map(\.repository), in: root, reference)
        let flows = files.compactMap { file in
            blobs[file.repository].map { SourceFile(path: "\(reference):\(file.shown)", bytes: $0) }
        }
        if flows.isEmpty {
            throw Failure(
                description:
                    "--against '\(reference)': no flow files (*.flow.yaml) at \(inputs.joined(separator: ", ")) "
                    + "in that revision")
        }
        let oldConfig = configFile.flatMap { file in
            blobs[file.repository].map { SourceFile(path: "\(reference):\(file.shown)", bytes: $0) }
        }
        return Files(flows: flows, config: oldConfig)
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
            throw Failure(description: "--against '\(reference)': \(error.description)")
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
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
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
            throw Failure(description: message.isEmpty ? "git \(arguments.first ?? "") failed" : message)
        }
        return Output(bytes: Array(stdout))
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
