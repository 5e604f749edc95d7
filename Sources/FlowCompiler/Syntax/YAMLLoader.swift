import CYaml

/// Reads one file with libyaml's event API into a `YAMLNode` tree.
///
/// The event API (not libyaml's document API) is used so the tree is built iteratively: no recursion, so
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

/// The state of one read: the open collections, and the finished nodes waiting for their collection to close.
///
/// Finished nodes sit in one flat array and each open collection remembers where its children start, so a
/// collection is built once, when it closes: linear in the size of the file (growing an array held inside an
/// enum on a stack would copy it on every append).
private struct EventReader {
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var firstChild: Int
    }

    let file: SourceFile
    let limits: YAMLLoader.Limits
    private var frames: [Frame] = []
    private var pending: [YAMLNode] = []
    private var root: YAMLNode?
    private var documents = 0

    init(file: SourceFile, limits: YAMLLoader.Limits) {
        self.file = file
        self.limits = limits
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
            case .done: return root
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
            let location = location(of: event)
            let implicit = data.plain_implicit != 0 || data.quoted_implicit != 0
            if let problem = unsupported(anchor: data.anchor, tag: data.tag, implicit: implicit, at: location) {
                diagnostics.append(problem)
                return .failed
            }
            let text = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
            } ?? ""
            let scalar = YAMLNode.Scalar(text: text, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE)
            finish(YAMLNode(kind: .scalar(scalar), location: location))
            return .next
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return open(isMapping: false, anchor: data.anchor, tag: data.tag, implicit: data.implicit != 0, event, &diagnostics)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return open(isMapping: true, anchor: data.anchor, tag: data.tag, implicit: data.implicit != 0, event, &diagnostics)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(&diagnostics)
            return .next
        default:
            return .next
        }
    }

    private mutating func open(
        isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
        implicit: Bool, _ event: yaml_event_t, _ diagnostics: inout Diagnostics
    ) -> Step {
        var location = location(of: event)
        location.length = 1
        if let problem = unsupported(anchor: anchor, tag: tag, implicit: implicit, at: location) {
            diagnostics.append(problem)
            return .failed
        }
        if frames.count >= limits.maxDepth {
            diagnostics.append(
                InputLimit.diagnostic(
                    "values are nested more than \(limits.maxDepth) levels deep", at: location,
                    notes: [.init("a flow file needs only a few levels of nesting")]))
            return .failed
        }
        frames.append(Frame(isMapping: isMapping, location: location, firstChild: pending.count))
        return .next
    }

    /// Builds the collection that just closed from its children, checking a mapping's keys for duplicates.
    private mutating func close(_ diagnostics: inout Diagnostics) {
        guard let frame = frames.popLast() else { return }
        // Read the children by index: a slice of `pending` kept alive here would make the removal below copy
        // the whole array, once per collection (quadratic in a long `steps:`).
        let node: YAMLNode
        if frame.isMapping {
            var pairs: [YAMLPair] = []
            pairs.reserveCapacity((pending.count - frame.firstChild) / 2)
            var seen: [String: SourceLocation] = [:]
            var index = frame.firstChild
            while index + 1 < pending.count {
                let key = pending[index]
                let value = pending[index + 1]
                index += 2
                if let name = key.scalar?.text {
                    if let first = seen.updateValue(key.location, forKey: name) {
                        seen[name] = first
                        diagnostics.append(
                            DuplicateKey.diagnostic(
                                "key '\(name)' is given twice in this mapping; YAML keeps only one",
                                at: key.location, notes: [.init("'\(name)' first given here", at: first)]))
                        continue
                    }
                }
                pairs.append(YAMLPair(key: key, value: value))
            }
            node = YAMLNode(kind: .mapping(pairs), location: frame.location)
        } else {
            node = YAMLNode(kind: .sequence(Array(pending[frame.firstChild...])), location: frame.location)
        }
        pending.removeSubrange(frame.firstChild...)
        finish(node)
    }

    private mutating func finish(_ node: YAMLNode) {
        if frames.isEmpty {
            root = node
        } else {
            pending.append(node)
        }
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

    private func location(of event: yaml_event_t) -> SourceLocation {
        location(event.start_mark, end: event.end_mark)
    }

    private func location(_ start: yaml_mark_t, end: yaml_mark_t) -> SourceLocation {
        let length = end.line == start.line ? Int(end.column) - Int(start.column) : 1
        return SourceLocation(file: file.path, line: Int(start.line) + 1, column: Int(start.column) + 1, length: length)
    }

    private func libyamlError(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "the file could not be read as YAML"
        var notes: [Diagnostic.Note] = []
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
            }
        }
        return YAMLSyntax.diagnostic(problem, at: location, notes: notes)
    }
}
