import Foundation

/// One generated file, computed in memory before anything is written.
public struct OutputFile: Sendable, Equatable {
    /// Relative to the output directory, `/`-separated.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    public var text: String { String(decoding: contents, as: UTF8.self) }
}

/// Writes every output of a run (diagrams, generated Swift) into one directory, safely:
///
/// - all outputs are computed first and handed over together; any problem (a path leaving the directory,
///   a file that cannot be written) means nothing is changed;
/// - a path must stay inside the directory: no absolute path, no `..`, no symlink that leads out of it
///   (nor a symlink as the file itself);
/// - each file is written to a temporary file in its own directory and renamed over the old one (atomic: a
///   reader sees the old or the new file, never half of one), and only when its content changed, so the
///   modification times of unchanged files stay as they were (build systems do not rebuild for nothing).
///
/// All temporary files are written before the first rename; if one cannot be written, they are removed and
/// the directory is as it was.
public struct OutputWriter: Sendable {
    public struct Failure: Error, CustomStringConvertible, Equatable, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public struct Report: Sendable, Equatable {
        /// Written because they were new or changed.
        public var written: [String] = []
        public var unchanged: [String] = []

        /// What `flowc generate` and `flowc graph` print: `flowc: wrote 2 files, 7 unchanged, in out`.
        public func summary(in directory: String) -> String {
            let count = written.count
            return "flowc: wrote \(count) file\(count == 1 ? "" : "s"), \(unchanged.count) unchanged, in \(directory)"
        }
    }

    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    @discardableResult
    public func write(_ files: [OutputFile]) throws(Failure) -> Report {
        try checkNames(files)
        let existed = FileManager.default.fileExists(atPath: directory)
        let root = try resolvedDirectory()
        do {
            return try write(files, into: root)
        } catch {
            if !existed { rmdir(root) }  // only when still empty: a failed run leaves no new directory either
            throw error
        }
    }

    private func write(_ files: [OutputFile], into root: String) throws(Failure) -> Report {
        var report = Report()
        var targets: [String] = []
        var folders: Set<String> = []
        for file in files {
            let target = try target(of: file.path, in: root)
            targets.append(target)
            folders.insert((target as NSString).deletingLastPathComponent)
        }
        // Reading the old files back and writing the new ones wait on the disk, not the processor: both run on
        // several threads at once (each fsync waits for the journal, and concurrent ones share a commit).
        let unchanged = Parallel.mapWaitingOnDisk(files.count) { [targets] in
            Self.holds(targets[$0], files[$0].contents)
        }
        var pending: [(file: OutputFile, target: String)] = []
        for (index, file) in files.enumerated() {
            if unchanged[index] {
                report.unchanged.append(file.path)
            } else {
                pending.append((file, targets[index]))
            }
        }
        for folder in folders.sorted() { removeAbandonedTemporaries(in: folder, for: files) }
        var madeFolders: Set<String> = []
        for (file, target) in pending {
            let folder = (target as NSString).deletingLastPathComponent
            if madeFolders.insert(folder).inserted {
                try makeDirectories(folder, below: root, for: file.path)
            }
        }
        let written = Parallel.mapWaitingOnDisk(pending.count) { [pending] index -> Result<String, Failure> in
            let (file, target) = pending[index]
            return Result { () throws(Failure) in
                try writeTemporary(file, in: (target as NSString).deletingLastPathComponent)
            }
        }
        var temporaries: [(temporary: String, target: String)] = []
        var firstFailure: Failure?
        for (index, result) in written.enumerated() {
            switch result {
            case .success(let temporary): temporaries.append((temporary, pending[index].target))
            case .failure(let failure): firstFailure = firstFailure ?? failure
            }
        }
        if let firstFailure {
            for item in temporaries { unlink(item.temporary) }
            throw firstFailure
        }
        for (index, item) in temporaries.enumerated() where rename(item.temporary, item.target) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in temporaries[index...] { unlink(rest.temporary) }
            throw Failure(path: pending[index].file.path, reason: "cannot replace the file: \(reason)")
        }
        report.written = pending.map(\.file.path)
        return report
    }

    /// Whether the file at `path` holds exactly `contents` (false when it is missing or unreadable).
    private static func holds(_ path: String, _ contents: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            Int(status.st_size) == contents.count
        else { return false }
        // One byte more than expected is asked for: a file that grew since `fstat` is not the same.
        return FileBytes.read(descriptor, upTo: contents.count + 1, sizeHint: contents.count) == contents
    }

    /// Syntax of each path, before touching the disk.
    private func checkNames(_ files: [OutputFile]) throws(Failure) {
        var seen: Set<String> = []
        for file in files {
            let path = file.path
            if path.isEmpty { throw Failure(path: path, reason: "an output path is empty") }
            if path.hasPrefix("/") || path.hasPrefix("~") {
                throw Failure(path: path, reason: "an output path must be relative to the output directory")
            }
            if path.contains("\0") || path.contains("\\") {
                throw Failure(path: path, reason: "an output path cannot hold NUL or '\\'")
            }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if parts.contains(where: { $0 == ".." }) {
                throw Failure(path: path, reason: "an output path cannot leave the output directory ('..')")
            }
            if parts.contains(where: { $0.isEmpty || $0 == "." }) {
                throw Failure(path: path, reason: "an output path has an empty or '.' component")
            }
            if !seen.insert(path.lowercased()).inserted {
                throw Failure(path: path, reason: "two outputs have this path (letter case ignored)")
            }
        }
    }

    /// The output directory with symlinks resolved, created if missing.
    private func resolvedDirectory() throws(Failure) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(
                    path: directory, reason: "cannot create the output directory: \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw Failure(path: directory, reason: "the output directory is not a directory")
        }
        guard let resolved = realpath(directory, nil) else {
            throw Failure(path: directory, reason: "cannot resolve the output directory")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file's full path, after checking that no existing component is a symlink leading out of `root`.
    private func target(of path: String, in root: String) throws(Failure) -> String {
        let parts = path.split(separator: "/").map(String.init)
        var current = root
        for (index, part) in parts.enumerated() {
            current += "/" + part
            var status = stat()
            guard lstat(current, &status) == 0 else { break }  // missing: nothing below can be a link yet
            let isLink = (status.st_mode & S_IFMT) == S_IFLNK
            if index == parts.count - 1 {
                if isLink {
                    throw Failure(path: path, reason: "the output file is a symlink; refusing to write through it")
                }
                if (status.st_mode & S_IFMT) == S_IFDIR {
                    throw Failure(path: path, reason: "a directory is in the way")
                }
                break
            }
            if isLink {
                guard let resolved = realpath(current, nil) else {
                    throw Failure(path: path, reason: "a symlink on the path cannot be resolved")
                }
                let target = String(cString: resolved)
                free(resolved)
                guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
                    throw Failure(path: path, reason: "a symlink on the path leads out of the output directory")
                }
                current = target
            }
        }
        return root + "/" + parts.joined(separator: "/")
    }

    private func makeDirectories(_ folder: String, below root: String, for path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create its directory: \(error.localizedDescription)")
        }
    }

    /// A run killed while writing its temporary files leaves them behind (`.<name>.flowc-<pid>-<n>.tmp`); the
    /// next run into the folder removes those of the files it writes, whose process is gone.
    private func removeAbandonedTemporaries(in folder: String, for files: [OutputFile]) {
        let names = Set(files.map { ($0.path as NSString).lastPathComponent })
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
            guard let marker = entry.range(of: ".flowc-", options: .backwards) else { continue }
            let name = String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound])
            let pid = entry[marker.upperBound...].split(separator: "-").first.flatMap { Int32($0) }
            guard names.contains(name), let pid, pid != getpid(), kill(pid, 0) != 0 else { continue }
            unlink("\(folder)/\(entry)")
        }
    }

    private func writeTemporary(_ file: OutputFile, in folder: String) throws(Failure) -> String {
        let name = (file.path as NSString).lastPathComponent
        var attempt = 0
        while true {
            let temporary = "\(folder)/.\(name).flowc-\(getpid())-\(attempt).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor < 0 {
                if errno == EEXIST, attempt < 100 {
                    attempt += 1
                    continue
                }
                throw Failure(
                    path: file.path, reason: "cannot create a temporary file: \(String(cString: strerror(errno)))")
            }
            var offset = 0
            var failure: String?
            file.contents.withUnsafeBytes { buffer in
                while offset < buffer.count {
                    let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = String(cString: strerror(errno))
                        return
                    }
                    offset += count
                }
            }
            if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
            if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            if let failure {
                unlink(temporary)
                throw Failure(path: file.path, reason: "cannot write: \(failure)")
            }
            return temporary
        }
    }
}
