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

    public static func read(_ paths: [String]) throws(Failure) -> [SourceFile] {
        var files: [SourceFile] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "cannot read file: \(path)")
            }
            files.append(SourceFile(path: path, bytes: [UInt8](data)))
        }
        return files
    }
}
