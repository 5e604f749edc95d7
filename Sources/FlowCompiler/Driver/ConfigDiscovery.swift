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

    private static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
