import Foundation

/// A place in an input file: 1-based line and column (columns count characters, as libyaml does).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path. Held as it is, not as a number in a table of every path the process has read: such a
    /// table would only grow in a host that runs for hours (an editor service, a build plugin's server).
    public var file: String
    // Lines, columns and lengths are held in 32 bits: a location stays as small as the path's 16 bytes and
    // three numbers allow (32 bytes, copied with every node, step and name). Files are far below 4 GiB.
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedLength: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// How many characters the caret underlines (at least 1).
    public var length: Int {
        get { Int(storedLength) }
        set { storedLength = UInt32(clamping: max(1, newValue)) }
    }

    public init(file: String, line: Int, column: Int, length: Int = 1) {
        self.file = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedLength = UInt32(clamping: max(1, length))
    }

    /// By path, then line and column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
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
