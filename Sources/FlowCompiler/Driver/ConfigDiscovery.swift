import Foundation

/// Finds a project's `flowc.yaml` when no `--config` names one, as SwiftLint finds its `.swiftlint.yml`: the
/// nearest one at or above the inputs. The build plugin passes the flowc.yaml of the target that holds the flows,
/// which is the same file when it sits beside the flows or above them in the target.
public enum ConfigDiscovery {
    public static let fileName = "flowc.yaml"

    /// The nearest flowc.yaml in the deepest directory holding every input, or above it. The search stops after
    /// a package's or a repository's root (a directory with `Package.swift` or `.git`), so a flowc.yaml of an
    /// unrelated folder above the project is never read. `-` (standard input) counts as `standardInputName`, else
    /// as the current directory. The path is relative to the current directory when the file is below it.
    public static func nearest(to inputs: [String], standardInputName: String? = nil) -> String? {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        let directories = inputs.map { input -> [String] in
            let path =
                input == "-" ? (standardInputName.map { ($0 as NSString).deletingLastPathComponent } ?? ".") : input
            var isDirectory: ObjCBool = false
            let absolute = URL(fileURLWithPath: path.isEmpty ? "." : path, relativeTo: URL(fileURLWithPath: current))
                .standardizedFileURL.path
            let folder =
                manager.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
                ? absolute : (absolute as NSString).deletingLastPathComponent
            return (folder as NSString).pathComponents
        }
        guard var common = directories.first else { return nil }
        for components in directories.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        while !common.isEmpty {
            let folder = NSString.path(withComponents: common)
            let candidate = (folder as NSString).appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return relative(candidate, to: current)
            }
            if ["Package.swift", ".git"].contains(where: {
                manager.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
            }) {
                return nil
            }
            common.removeLast()
        }
        return nil
    }

    /// When none is at or above the inputs: the flowc.yaml of each flow file's target below them, as the build
    /// plugin uses the target's. For each flow file found in an input directory, the nearest flowc.yaml at or
    /// above the file's folder, up to that input directory; files with none are left out. Paths as `nearest`'s.
    public static func below(_ inputs: [String], flowFiles: [String]) -> [String: String] {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path.isEmpty ? "." : path, relativeTo: URL(fileURLWithPath: current))
                .standardizedFileURL.path
        }
        let folders = inputs.filter { $0 != "-" }.compactMap { input -> String? in
            var isDirectory: ObjCBool = false
            let path = absolute(input)
            return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
        }
        guard !folders.isEmpty else { return [:] }
        var found: [String: String?] = [:]  // folder → its nearest flowc.yaml, once looked up
        var configs: [String: String] = [:]
        for file in flowFiles where file != "-" {
            let path = absolute(file)
            // The deepest input folder holding the file: the search stops there.
            guard
                let top = folders.filter({ path.hasPrefix($0 == "/" ? "/" : $0 + "/") }).max(by: { $0.count < $1.count }
                )
            else { continue }
            var folder = (path as NSString).deletingLastPathComponent
            var visited: [String] = []
            var config: String?
            while true {
                if let known = found[folder] {
                    config = known
                    break
                }
                visited.append(folder)
                let candidate = (folder as NSString).appendingPathComponent(fileName)
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                    config = relative(candidate, to: current)
                    break
                }
                if folder == top || folder.count <= top.count { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
            for folder in visited { found[folder] = .some(config) }
            if let config { configs[file] = config }
        }
        return configs
    }

    private static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
