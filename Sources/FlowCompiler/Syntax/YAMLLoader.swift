import CYaml

/// Reads one file with libyaml's event API into a `YAMLNode` tree.
///
/// The event API (not libyaml's document API) is used so the tree is built iteratively: no recursion, so
/// deep nesting cannot overflow the stack, and the limits below are enforced while reading.
public enum YAMLLoader {
    public struct Limits: Sendable {
        public var maxFileBytes = 8 << 20
        public var maxDepth = 256

        public init() {}
    }

    /// The document's root node, or nil when the file has no document or could not be read (the reason is in
    /// `diagnostics`).
    public static func load(_ file: SourceFile, limits: Limits = Limits(), into diagnostics: inout Diagnostics)
        -> YAMLNode?
    {
        if file.bytes.count > limits.maxFileBytes {
            diagnostics.append(
                InputLimit.diagnostic(
                    "file is \(file.bytes.count / 1024) KiB, over the limit of \(limits.maxFileBytes / 1024) KiB",
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

/// The state of one read: a stack of open collections.
private struct EventReader {
    private enum Frame {
        case sequence(SourceLocation, [YAMLNode])
        case mapping(SourceLocation, [YAMLPair], pendingKey: YAMLNode?, seen: [String: SourceLocation])
    }

    let file: SourceFile
    let limits: YAMLLoader.Limits
    private var stack: [Frame] = []
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
        let location = self.location(event.start_mark, end: event.end_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return .done
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                diagnostics.append(
                    YAMLUnsupported.diagnostic(
                        "a flow file holds one YAML document; this is a second one", at: location,
                        notes: [.init("put each flow in a file of its own")]))
                return .failed
            }
            return .next
        case YAML_ALIAS_EVENT:
            diagnostics.append(
                YAMLUnsupported.diagnostic(
                    "aliases are not supported in flow files", at: location,
                    notes: [.init("write the value out in full; flowc refuses anchors and aliases so that a small file cannot expand into a huge one")]))
            return .failed
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            if let problem = unsupported(anchor: data.anchor, tag: data.tag, implicit: data.plain_implicit != 0 || data.quoted_implicit != 0, at: location) {
                diagnostics.append(problem)
                return .failed
            }
            let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
            let node = YAMLNode(
                kind: .scalar(.init(text: text, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE)), location: location)
            return add(node, &diagnostics)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            if let problem = unsupported(anchor: data.anchor, tag: data.tag, implicit: data.implicit != 0, at: location) {
                diagnostics.append(problem)
                return .failed
            }
            return open(.sequence(startOnly(location), []), &diagnostics)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            if let problem = unsupported(anchor: data.anchor, tag: data.tag, implicit: data.implicit != 0, at: location) {
                diagnostics.append(problem)
                return .failed
            }
            return open(.mapping(startOnly(location), [], pendingKey: nil, seen: [:]), &diagnostics)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return .next }
            switch frame {
            case .sequence(let start, let items):
                return add(YAMLNode(kind: .sequence(items), location: start), &diagnostics)
            case .mapping(let start, let pairs, _, _):
                return add(YAMLNode(kind: .mapping(pairs), location: start), &diagnostics)
            }
        default:
            return .next
        }
    }

    private mutating func open(_ frame: Frame, _ diagnostics: inout Diagnostics) -> Step {
        if stack.count >= limits.maxDepth {
            let location: SourceLocation
            switch frame {
            case .sequence(let start, _), .mapping(let start, _, _, _): location = start
            }
            diagnostics.append(
                InputLimit.diagnostic(
                    "values are nested more than \(limits.maxDepth) levels deep", at: location,
                    notes: [.init("a flow file needs only a few levels of nesting")]))
            return .failed
        }
        stack.append(frame)
        return .next
    }

    /// Puts a finished node into the collection that holds it, checking mapping keys for duplicates.
    private mutating func add(_ node: YAMLNode, _ diagnostics: inout Diagnostics) -> Step {
        guard let top = stack.popLast() else {
            root = node
            return .next
        }
        switch top {
        case .sequence(let start, var items):
            items.append(node)
            stack.append(.sequence(start, items))
        case .mapping(let start, var pairs, let pendingKey, var seen):
            guard let key = pendingKey else {
                stack.append(.mapping(start, pairs, pendingKey: node, seen: seen))
                return .next
            }
            if let name = key.scalar?.text {
                if let first = seen[name] {
                    diagnostics.append(
                        DuplicateKey.diagnostic(
                            "key '\(name)' is given twice in this mapping; YAML keeps only one", at: key.location,
                            notes: [.init("'\(name)' first given here", at: first)]))
                    stack.append(.mapping(start, pairs, pendingKey: nil, seen: seen))
                    return .next
                }
                seen[name] = key.location
            }
            pairs.append(YAMLPair(key: key, value: node))
            stack.append(.mapping(start, pairs, pendingKey: nil, seen: seen))
        }
        return .next
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

    private func location(_ start: yaml_mark_t, end: yaml_mark_t) -> SourceLocation {
        let length = end.line == start.line ? Int(end.column) - Int(start.column) : 1
        return SourceLocation(file: file.path, line: Int(start.line) + 1, column: Int(start.column) + 1, length: length)
    }

    private func startOnly(_ location: SourceLocation) -> SourceLocation {
        var location = location
        location.length = 1
        return location
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
