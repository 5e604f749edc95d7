import Foundation

/// One file's YAML as libyaml read it: every node in document order in one array, and the text of every scalar
/// in one byte buffer.
///
/// A tree of Swift values (a String per scalar, an array per collection) cost more to build and to free than
/// libyaml's own parse: a 10,000-step app has some 200,000 nodes. Here a file is a few allocations, and a node
/// is a position in the array; text becomes a `String` only when a reader asks for it.
public final class YAMLDocument: Sendable {
    /// One node. A collection's children follow it; `end` is the index just past its last descendant, so the
    /// next sibling of node `i` is `records[i].end`.
    struct Record {
        enum Shape: UInt8 { case scalar, sequence, mapping }

        var shape: Shape
        /// A plain (unquoted) scalar: the only kind YAML resolves (`~`, `true`, …).
        var isPlain = false
        /// A mapping key given a second time: reported as duplicate-key, and skipped with its value.
        var isDuplicateKey = false
        var line: Int32
        var column: Int32
        var length: Int32
        var textStart: Int32 = 0
        var textCount: Int32 = 0
        var end: Int32 = 0

        /// A scalar's bytes in its document's `text`.
        func bytes(in text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: text[Int(textStart)..<Int(textStart) + Int(textCount)])
        }

        /// Whether this is a scalar whose bytes are `expected`: keys are compared without making a `String`.
        func isScalar(_ expected: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
            // memcmp: `elementsEqual` walks an iterator byte by byte, and every key lookup of the readers comes here.
            shape == .scalar && Int(textCount) == expected.count
                && (expected.isEmpty
                    || memcmp(text.baseAddress! + Int(textStart), expected.baseAddress!, expected.count) == 0)
        }
    }

    let file: String
    let records: [Record]
    let text: [UInt8]

    init(file: String, records: [Record], text: [UInt8]) {
        self.file = file
        self.records = records
        self.text = text
    }

    var root: YAMLNode? { records.isEmpty ? nil : YAMLNode(document: self, index: 0) }
}

/// A node of a `YAMLDocument`, with the place it starts. The whole front end reads flows through this;
/// nothing above the Syntax folder knows about libyaml.
public struct YAMLNode: Sendable {
    let document: YAMLDocument
    let index: Int

    /// The node's shape with its children, for code that switches over it; the readers on the hot path use
    /// `isMapping`, `pairs` and `text`, which build nothing they do not return.
    public enum Kind: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public struct Scalar: Sendable {
        public var text: String
        /// Plain scalars are the only ones YAML resolves (`~`, `true`, …); quoted text is always a string.
        public var isPlain: Bool
    }

    private var record: YAMLDocument.Record { document.records[index] }

    public var kind: Kind {
        switch record.shape {
        case .scalar: return .scalar(scalar!)
        case .sequence: return .sequence(items)
        case .mapping: return .mapping(pairs)
        }
    }

    public var location: SourceLocation {
        let record = record
        return SourceLocation(
            file: document.file, line: Int(record.line), column: Int(record.column), length: Int(record.length))
    }

    public var isMapping: Bool { record.shape == .mapping }
    public var isSequence: Bool { record.shape == .sequence }

    public var scalar: Scalar? {
        let record = record
        guard record.shape == .scalar else { return nil }
        return Scalar(text: rawText(record), isPlain: record.isPlain)
    }

    /// The text of a scalar that is not null.
    public var text: String? {
        let record = record
        guard record.shape == .scalar, !isNull(record) else { return nil }
        return rawText(record)
    }

    public var isNull: Bool {
        let record = record
        return record.shape == .scalar && isNull(record)
    }

    /// The entries of a sequence; empty for anything else.
    public var items: [YAMLNode] {
        guard record.shape == .sequence else { return [] }
        return children.map { YAMLNode(document: document, index: $0) }
    }

    /// The key–value pairs of a mapping in the author's order, without the repeats of a duplicate key (the
    /// first one counts); empty for anything else.
    public var pairs: [YAMLPair] { Array(pairSequence) }

    /// `pairs` without building an array: the readers walk every mapping of every file.
    public var pairSequence: Pairs { Pairs(node: self) }

    /// The pair whose key is `key`; nil when there is none or this is not a mapping.
    public func pair(_ key: String) -> YAMLPair? {
        // The readers look up every key of the format in every mapping: walk the records in place.
        let records = document.records
        let mapping = records[index]
        guard mapping.shape == .mapping else { return nil }
        var key = key
        return key.withUTF8 { key in
            document.text.withUnsafeBufferPointer { text in
                var child = index + 1
                let end = Int(mapping.end)
                while child < end {
                    let record = records[child]
                    let value = Int(record.end)
                    if !record.isDuplicateKey, record.isScalar(key, in: text) {
                        return YAMLPair(document: document, keyIndex: child, valueIndex: value)
                    }
                    child = Int(records[value].end)
                }
                return nil
            }
        }
    }

    /// Whether this is a scalar whose text is `text`, compared byte by byte: no `String` is made.
    public func isScalar(_ text: String) -> Bool {
        let record = record
        var text = text
        return text.withUTF8 { expected in
            document.text.withUnsafeBufferPointer { record.isScalar(expected, in: $0) }
        }
    }

    public struct Pairs: Sequence {
        let node: YAMLNode

        public func makeIterator() -> Iterator {
            let record = node.document.records[node.index]
            let isMapping = record.shape == .mapping
            return Iterator(document: node.document, position: node.index + 1, end: isMapping ? Int(record.end) : 0)
        }

        public var count: Int { reduce(0) { count, _ in count + 1 } }

        public struct Iterator: IteratorProtocol {
            let document: YAMLDocument
            var position: Int
            let end: Int

            public mutating func next() -> YAMLPair? {
                while position < end {
                    let key = position
                    let value = Int(document.records[key].end)
                    position = Int(document.records[value].end)
                    if !document.records[key].isDuplicateKey {
                        return YAMLPair(document: document, keyIndex: key, valueIndex: value)
                    }
                }
                return nil
            }
        }
    }

    /// How the node is called in messages: "a mapping", "a list", "the text 'x'".
    public var shapeDescription: String {
        switch record.shape {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return isNull ? "nothing (null)" : "the text '\(rawText(record))'"
        }
    }

    /// The indexes of the node's direct children.
    private var children: [Int] {
        var children: [Int] = []
        var child = index + 1
        let end = Int(record.end)
        while child < end {
            children.append(child)
            child = Int(document.records[child].end)
        }
        return children
    }

    private func rawText(_ record: YAMLDocument.Record) -> String {
        document.text.withUnsafeBufferPointer { String(decoding: record.bytes(in: $0), as: UTF8.self) }
    }

    /// YAML 1.1's null, unquoted: nothing at all, `~`, `null`, `Null` or `NULL`.
    private func isNull(_ record: YAMLDocument.Record) -> Bool {
        guard record.isPlain else { return false }
        let start = Int(record.textStart)
        let text = document.text
        switch record.textCount {
        case 0: return true
        case 1: return text[start] == UInt8(ascii: "~")
        case 4:
            // null, Null, NULL
            let (n, u, l1, l2) = (text[start], text[start + 1], text[start + 2], text[start + 3])
            return (n == UInt8(ascii: "n") || n == UInt8(ascii: "N"))
                && ((u, l1, l2) == (UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l"))
                    || (n == UInt8(ascii: "N")
                        && (u, l1, l2) == (UInt8(ascii: "U"), UInt8(ascii: "L"), UInt8(ascii: "L"))))
        default: return false
        }
    }
}

public struct YAMLPair: Sendable {
    // One reference to the document for both nodes: pairs are made for every lookup of every key.
    let document: YAMLDocument
    let keyIndex: Int
    let valueIndex: Int

    public var key: YAMLNode { YAMLNode(document: document, index: keyIndex) }
    public var value: YAMLNode { YAMLNode(document: document, index: valueIndex) }

    /// Keys are plain names in every part of the format; a non-scalar key reads as nil.
    public var name: String? { key.scalar?.text }
}
