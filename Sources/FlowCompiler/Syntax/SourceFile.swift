/// The text of one input file, kept for snippets in diagnostics.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or as discovered below a directory): diagnostics print it unchanged.
    public let path: String
    public let bytes: [UInt8]
    /// The file's size on disk when only its start was read (it is over the size limit).
    public let sizeOnDisk: Int?

    public init(path: String, bytes: [UInt8], sizeOnDisk: Int? = nil) {
        self.path = path
        self.bytes = bytes
        self.sizeOnDisk = sizeOnDisk
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of 1-based line `line`, without its line break; nil past the end.
    /// Only diagnostics call this, so a linear scan is cheaper than an index kept for every file.
    public func line(_ line: Int) -> String? {
        guard line >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if current == line { break }
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == line, start <= bytes.count else { return nil }
        var slice = bytes[start..<min(index, bytes.count)]
        if line == 1, slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        return String(decoding: slice, as: UTF8.self)
    }
}
