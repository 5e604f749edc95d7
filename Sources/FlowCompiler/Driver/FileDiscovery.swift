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

    /// Reads each file; of a file over `maxBytes` only the start is read, so a huge file fails fast (the YAML
    /// loader reports it with its size) instead of filling memory.
    public static func read(_ paths: [String], maxBytes: Int = YAMLLoader.Limits().maxFileBytes) throws(Failure)
        -> [SourceFile]
    {
        var files: [SourceFile] = []
        for path in paths {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw Failure(description: "cannot read file: \(path)")
            }
            defer { try? handle.close() }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            do {
                if let size, size > maxBytes {
                    let start = try handle.read(upToCount: 4096) ?? Data()
                    files.append(SourceFile(path: path, bytes: [UInt8](start), sizeOnDisk: size))
                } else {
                    files.append(SourceFile(path: path, bytes: [UInt8](try handle.readToEnd() ?? Data())))
                }
            } catch {
                throw Failure(description: "cannot read file: \(path) (\(error.localizedDescription))")
            }
        }
        return files
    }
}
