import Foundation

/// A place in an input file: 1-based line and column (columns count characters, as libyaml does).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file, as a number in `FilePaths`: every node, step and name of a program carries a location, and a
    /// path held as a `String` would be retained and released on every copy of any of them.
    let fileID: FilePaths.ID
    public var line: Int
    public var column: Int
    /// How many characters the caret underlines (at least 1).
    public var length: Int

    public init(file: String, line: Int, column: Int, length: Int = 1) {
        self.init(fileID: FilePaths.id(of: file), line: line, column: column, length: length)
    }

    init(fileID: FilePaths.ID, line: Int, column: Int, length: Int = 1) {
        self.fileID = fileID
        self.line = line
        self.column = column
        self.length = max(1, length)
    }

    public var file: String { FilePaths.path(of: fileID) }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.fileID, lhs.line, lhs.column, lhs.length) == (rhs.fileID, rhs.line, rhs.column, rhs.length)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(length)
    }

    /// By path (not by the order paths were first seen, which depends on scheduling), then line and column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// Every file path of the process, each given a number once. A path is the same number wherever it is
/// met, so locations compare and hash by number; the table only grows (a run reads a bounded set of files).
enum FilePaths {
    typealias ID = UInt32

    nonisolated(unsafe) private static var paths: [String] = []
    nonisolated(unsafe) private static var ids: [String: ID] = [:]
    private static let lock = NSLock()

    static func id(of path: String) -> ID {
        lock.withLock {
            if let id = ids[path] { return id }
            let id = ID(paths.count)
            paths.append(path)
            ids[path] = id
            return id
        }
    }

    static func path(of id: ID) -> String { lock.withLock { paths[Int(id)] } }
}

/// A value read from a flow file, with the place it was written.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
