import Foundation

/// Turns the paths a user gives into the flow files of one program.
public enum FileDiscovery {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func isFlowFile(_ path: String) -> Bool {
        path.hasSuffix(".flow.yaml") || path.hasSuffix(".flow.yml")
    }

    /// Files given by name are taken as they are; a directory means every flow file below it, in sorted path
    /// order (so every machine sees the same program in the same order).
    public static func flowFiles(in paths: [String]) throws(Failure) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(description: "no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                result.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else {
                throw Failure(description: "cannot read directory: \(path)")
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if isFlowFile(relative) {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            if found.isEmpty {
                throw Failure(description: "no flow files (*.flow.yaml) in directory: \(path)")
            }
            result.append(contentsOf: found.sorted())
        }
        return result
    }

    /// Reads each file, on every core; of a file over `maxBytes` only the start is read, so a huge file fails
    /// fast (the YAML loader reports it with its size) instead of filling memory. The first file that cannot be
    /// read, in the given order, is the error.
    public static func read(_ paths: [String], maxBytes: Int = YAMLLoader.Limits().maxFileBytes) throws(Failure)
        -> [SourceFile]
    {
        let results = Parallel.map(paths.count) { read(paths[$0], maxBytes: maxBytes) }
        return try results.map { result throws(Failure) in try result.get() }
    }

    /// The flow files of `paths`, read; `-` is standard input, named `standardInputName` in diagnostics (else
    /// `<stdin>`), after the files.
    public static func load(_ paths: [String], standardInputName: String? = nil) throws(Failure) -> [SourceFile] {
        let stdinCount = paths.filter { $0 == "-" }.count
        if stdinCount > 1 { throw Failure(description: "'-' (standard input) is given more than once") }
        let files = try read(flowFiles(in: paths.filter { $0 != "-" }))
        guard stdinCount == 1 else { return files }
        let name = standardInputName ?? "<stdin>"
        let maxBytes = YAMLLoader.Limits().maxFileBytes
        guard let bytes = FileBytes.read(STDIN_FILENO, upTo: maxBytes + 1, sizeHint: 4096) else {
            throw Failure(description: "cannot read standard input (\(String(cString: strerror(errno))))")
        }
        let input =
            bytes.count > maxBytes
            ? SourceFile(path: name, bytes: Array(bytes.prefix(4096)), sizeOnDisk: bytes.count)
            : SourceFile(path: name, bytes: bytes)
        // An editor linting an unsaved buffer with the rest of the program passes the folder too: the buffer
        // stands for the file at the same place on disk, however each path spells it (`./feed.flow.yaml`,
        // `feed.flow.yaml`, an absolute path, a link).
        let place = samePlace(name)
        return files.filter { samePlace($0.path) != place } + [input]
    }

    /// A path as the place it names: absolute, without `.`, `..` or symbolic links.
    static func samePlace(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// POSIX calls rather than FileHandle and FileManager's attributes, which look up far more than a size.
    private static func read(_ path: String, maxBytes: Int) -> Result<SourceFile, Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(failure(path)) }
        let size = Int(info.st_size)
        let isOverLimit = size > maxBytes
        let wanted = isOverLimit ? 4096 : maxBytes + 1
        guard let bytes = FileBytes.read(descriptor, upTo: wanted, sizeHint: min(size, wanted)) else {
            return .failure(failure(path))
        }
        if isOverLimit || bytes.count > maxBytes {
            return .success(
                SourceFile(path: path, bytes: Array(bytes.prefix(4096)), sizeOnDisk: max(size, bytes.count)))
        }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    private static func failure(_ path: String) -> Failure {
        Failure(description: "cannot read file: \(path) (\(String(cString: strerror(errno))))")
    }
}
