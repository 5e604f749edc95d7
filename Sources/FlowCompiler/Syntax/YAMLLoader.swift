import CYaml

/// Reads one file with libyaml's event API into a `YAMLDocument`.
///
/// The event API (not libyaml's document API) is used so the document is built iteratively: no recursion, so
/// deep nesting cannot overflow the stack, and the limits below are enforced while reading.
public enum YAMLLoader {
    public struct Limits: Sendable {
        public var maxFileBytes = 8 << 20
        public var maxDepth = 256
        /// Not a YAML limit, but one of the same kind: a flow of more steps is split into subflows long before.
        public var maxStepsPerFlow = 20_000

        public init() {}
    }

    /// The document's root node, or nil when the file has no document or could not be read (the reason is in
    /// `diagnostics`).
    public static func load(_ file: SourceFile, limits: Limits = Limits(), into diagnostics: inout Diagnostics)
        -> YAMLNode?
    {
        if file.bytes.count > limits.maxFileBytes || (file.sizeOnDisk ?? 0) > limits.maxFileBytes {
            let size = max(file.sizeOnDisk ?? 0, file.bytes.count)
            diagnostics.append(
                InputLimit.diagnostic(
                    "file is \(size / 1024) KiB, over the limit of \(limits.maxFileBytes / 1024) KiB",
                    at: SourceLocation(file: file.path, line: 1, column: 1),
                    notes: [.init("flow files are small; split a large flow into subflows")]))
            return nil
        }
        if let nul = file.bytes.firstIndex(of: 0) {
            diagnostics.append(
                YAMLSyntax.diagnostic(
                    "file contains a NUL byte; flow files are UTF-8 text", at: location(ofByte: nul, in: file)))
            return nil
        }
        var reader = EventReader(file: file, limits: limits)
        return file.bytes.withUnsafeBufferPointer { buffer in
            reader.read(buffer, into: &diagnostics)
        }
    }

    static func location(ofByte offset: Int, in file: SourceFile) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        while index < offset, index < file.bytes.count {
            let byte = file.bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count characters, not UTF-8 continuation bytes, like libyaml
            }
            index += 1
        }
        return SourceLocation(file: file.path, line: line, column: column)
    }
}

/// The state of one read: the document being built and the collections still open.
///
/// Nodes are appended in document order as their events arrive; a collection's `end` is filled in when it
/// closes. Nothing is copied or rebuilt, so a read is linear in the size of the file.
private struct EventReader {
    let file: SourceFile
    let limits: YAMLLoader.Limits
    private var records: [YAMLDocument.Record] = []
    private var text: [UInt8] = []
    /// The open collections, by index in `records`.
    private var open: [Int] = []
    /// Scratch space for the keys of the mapping being closed.
    private var keys: [Int] = []
    private var documents = 0

    init(file: SourceFile, limits: YAMLLoader.Limits) {
        self.file = file
        self.limits = limits
        // A flow file holds a node or so per 5 bytes and little more text than its own: reserving that much
        // spares the arrays most of their regrowth.
        records.reserveCapacity(file.bytes.count / 4)
        text.reserveCapacity(file.bytes.count / 2)
    }

    mutating func read(_ buffer: UnsafeBufferPointer<UInt8>, into diagnostics: inout Diagnostics) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        // An empty buffer still needs a valid pointer for libyaml.
        let empty: [UInt8] = [0]
        empty.withUnsafeBufferPointer { fallback in
            let base = buffer.baseAddress ?? fallback.baseAddress!
            yaml_parser_set_input_string(&parser, base, buffer.count)
        }
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                diagnostics.append(libyamlError(parser))
                return nil
            }
            defer { yaml_event_delete(&event) }
            switch handle(event, &diagnostics) {
            case .next: continue
            case .done: return YAMLDocument(file: file.path, records: records, text: text).root
            case .failed: return nil
            }
        }
    }

    private enum Step { case next, done, failed }

    private mutating func handle(_ event: yaml_event_t, _ diagnostics: inout Diagnostics) -> Step {
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return .done
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                diagnostics.append(
                    YAMLUnsupported.diagnostic(
                        "a flow file holds one YAML document; this is a second one", at: location(of: event),
                        notes: [.init("put each flow in a file of its own")]))
                return .failed
            }
            return .next
        case YAML_ALIAS_EVENT:
            diagnostics.append(
                YAMLUnsupported.diagnostic(
                    "aliases are not supported in flow files", at: location(of: event),
                    notes: [
                        .init(
                            "write the value out in full; flowc refuses anchors and aliases so that a small file "
                                + "cannot expand into a huge one")
                    ]))
            return .failed
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let implicit = data.plain_implicit != 0 || data.quoted_implicit != 0
            if data.anchor != nil || data.tag != nil,
                let problem = unsupported(
                    anchor: data.anchor, tag: data.tag, implicit: implicit, at: location(of: event))
            {
                diagnostics.append(problem)
                return .failed
            }
            var record = record(.scalar, event)
            record.isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
            record.textStart = Int32(text.count)
            record.textCount = Int32(data.length)
            if let value = data.value, data.length > 0 {
                text.append(contentsOf: UnsafeBufferPointer(start: value, count: data.length))
            }
            record.end = Int32(records.count + 1)
            records.append(record)
            return .next
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return open(
                .sequence, anchor: data.anchor, tag: data.tag, implicit: data.implicit != 0, event, &diagnostics)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return open(.mapping, anchor: data.anchor, tag: data.tag, implicit: data.implicit != 0, event, &diagnostics)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(&diagnostics)
            return .next
        default:
            return .next
        }
    }

    private mutating func open(
        _ shape: YAMLDocument.Record.Shape, anchor: UnsafeMutablePointer<yaml_char_t>?,
        tag: UnsafeMutablePointer<yaml_char_t>?, implicit: Bool, _ event: yaml_event_t,
        _ diagnostics: inout Diagnostics
    ) -> Step {
        var record = record(shape, event)
        record.length = 1
        if anchor != nil || tag != nil,
            let problem = unsupported(anchor: anchor, tag: tag, implicit: implicit, at: location(of: record))
        {
            diagnostics.append(problem)
            return .failed
        }
        if open.count >= limits.maxDepth {
            diagnostics.append(
                InputLimit.diagnostic(
                    "values are nested more than \(limits.maxDepth) levels deep", at: location(of: record),
                    notes: [.init("a flow file needs only a few levels of nesting")]))
            return .failed
        }
        open.append(records.count)
        records.append(record)
        return .next
    }

    /// Ends the collection that just closed; a mapping's keys are checked for duplicates.
    private mutating func close(_ diagnostics: inout Diagnostics) {
        guard let index = open.popLast() else { return }
        records[index].end = Int32(records.count)
        if records[index].shape == .mapping { markDuplicateKeys(of: index, &diagnostics) }
    }

    /// Marks each scalar key given a second time in the mapping at `index`, and reports it at the repeat with
    /// a note at the first. Mappings of the format are small except `steps:`, so short ones compare pairwise
    /// and only long ones pay for a dictionary.
    private mutating func markDuplicateKeys(of index: Int, _ diagnostics: inout Diagnostics) {
        // One scratch array for every mapping of the file: most mappings have two or three keys.
        keys.removeAll(keepingCapacity: true)
        var child = index + 1
        let end = Int(records[index].end)
        while child < end {
            if records[child].shape == .scalar { keys.append(child) }
            child = Int(records[Int(records[child].end)].end)
        }
        if keys.count <= 16 {
            for position in keys.indices.dropFirst() {
                let key = keys[position]
                for earlier in keys[..<position] where !records[earlier].isDuplicateKey && sameText(earlier, key) {
                    reportDuplicate(key, first: earlier, &diagnostics)
                    break
                }
            }
        } else {
            var seen: [String: Int] = [:]
            for key in keys {
                let text = keyText(key)
                if let first = seen[text] {
                    reportDuplicate(key, first: first, &diagnostics)
                } else {
                    seen[text] = key
                }
            }
        }
    }

    private mutating func reportDuplicate(_ key: Int, first: Int, _ diagnostics: inout Diagnostics) {
        records[key].isDuplicateKey = true
        let name = keyText(key)
        diagnostics.append(
            DuplicateKey.diagnostic(
                "key '\(name)' is given twice in this mapping; YAML keeps only one",
                at: location(of: records[key]),
                notes: [.init("'\(name)' first given here", at: location(of: records[first]))]))
    }

    private func sameText(_ a: Int, _ b: Int) -> Bool {
        text.withUnsafeBufferPointer { records[b].isScalar(records[a].bytes(in: $0), in: $0) }
    }

    private func keyText(_ key: Int) -> String {
        text.withUnsafeBufferPointer { String(decoding: records[key].bytes(in: $0), as: UTF8.self) }
    }

    private func unsupported(
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, implicit: Bool,
        at location: SourceLocation
    ) -> Diagnostic? {
        if anchor != nil {
            return YAMLUnsupported.diagnostic(
                "anchors are not supported in flow files", at: location,
                notes: [.init("write the value out in full where it is used")])
        }
        if tag != nil, !implicit {
            return YAMLUnsupported.diagnostic(
                "YAML tags are not supported in flow files", at: location,
                notes: [.init("remove the tag; quote the value if it must be read as text")])
        }
        return nil
    }

    /// A node's start; a scalar's length is its width when it fits on its line, as a caret underlines it.
    private func record(_ shape: YAMLDocument.Record.Shape, _ event: yaml_event_t) -> YAMLDocument.Record {
        let (start, end) = (event.start_mark, event.end_mark)
        let length = end.line == start.line ? Int32(truncatingIfNeeded: Int(end.column) - Int(start.column)) : 1
        return YAMLDocument.Record(
            shape: shape, line: Int32(truncatingIfNeeded: start.line + 1),
            column: Int32(truncatingIfNeeded: start.column + 1), length: max(1, length))
    }

    private func location(of record: YAMLDocument.Record) -> SourceLocation {
        SourceLocation(file: file.path, line: Int(record.line), column: Int(record.column), length: Int(record.length))
    }

    private func location(of event: yaml_event_t) -> SourceLocation {
        location(of: record(.scalar, event))
    }

    private func libyamlError(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "the file could not be read as YAML"
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        var location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            location = YAMLLoader.location(ofByte: Int(parser.problem_offset), in: file)
            notes.append(.init("flow files must be UTF-8 text"))
        } else {
            location = SourceLocation(
                file: file.path, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
            if let context = parser.context {
                let contextLocation = SourceLocation(
                    file: file.path, line: Int(parser.context_mark.line) + 1,
                    column: Int(parser.context_mark.column) + 1)
                notes.append(.init(String(cString: context), at: contextLocation))
            }
            if let line = file.line(location.line), line.prefix(location.column).contains("\t") {
                notes.append(.init("YAML does not allow tabs for indentation; indent with spaces"))
            } else {
                let hint = YAMLErrorHints.hint(problem: problem, at: location, in: file)
                notes += hint.notes
                fixIts = hint.fixIts
            }
        }
        return YAMLSyntax.diagnostic(problem, at: location, notes: notes, fixIts: fixIts)
    }
}
