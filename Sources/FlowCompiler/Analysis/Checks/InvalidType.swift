enum InvalidType: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "invalid-type",
        severity: .error,
        summary: "A type expression that is not valid.",
        explanation: """
            The types of params, `input`, outcome payloads and `with` values are Swift type expressions of a \
            small grammar: a name (`String`, `UUID`, `Material`), a qualified name (`Models.Material`), an \
            optional (`T?`), an array (`[T]`) or a dictionary (`[K: V]`), nested as needed. Generics \
            (`Array<T>`, `Optional<T>`), tuples, closures and implicitly unwrapped optionals (`T!`) are not \
            part of it: the compiler must compare types to pass values by name, and the generated code \
            requires them to be `Hashable & Codable & Sendable`. Write arrays and dictionaries as `[T]` and \
            `[K: V]`; in YAML they may be left unquoted: `[String]` and `[String: Int]` are read back as \
            types, but a list of two types or a mapping `{K: V}` is not one. `Optional<T>`, `Array<T>` and \
            `Dictionary<K, V>` get a fix-it to `T?`, `[T]` and `[K: V]`.

            A name one slip away from a standard type is a typo, not a type of the app: a different case \
            (`string`, `Url`), two adjacent letters swapped (`Stirng`), a letter too many (`UUIDD`) or, in a \
            long name, one missing (`Strng`). Left alone, it would compile into generated code that fails \
            to build with errors far from the flow file. A different letter does not count (`Book`, `Tool`, \
            `GUID` and `Rate` are real types), nor does a plural (`Strings`). A type of the app that still \
            looks like a typo is written with its module (`Models.Strng`): qualified names are not compared. \
            The error is reported once, at the type: the checks of the values passed by name (missing-value, \
            type-mismatch, invalid-deeplink) skip a value whose type is invalid.
            """,
        triggering: [
            CheckExample(
                """
                flow: Search
                input:
                  query: ↓Optional<String>
                  filters: ↓[String, Int]
                start: results
                steps:
                  results: { terminal: true }
                """),
            CheckExample(
                """
                flow: Search
                start: form
                steps:
                  form:
                    on:
                      submit: { to: results, with: { query: ↓String! } }
                      browse: { to: results, with: { tags: ↓"[String" } }
                  results: { terminal: true }
                """),
            CheckExample(
                """
                flow: Inbox
                start: inbox
                steps:
                  inbox:
                    on:
                      read: { to: message, with: { messageId: ↓UUIDD, subject: ↓Strng } }
                      find: { to: message, with: { messageId: UUID, subject: String, query: ↓string } }
                  message:
                    params: { messageId: UUID, subject: String, tags: ↓"Array<Stirng>", query: ↓"Optional<String>" }
                    deeplink: /messages/{messageId}?subject={subject}&query={query}
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Search
                imports: [Models]
                input:
                  query: String?
                  tags: [String]
                  counts: [String: Int]
                  nested: "[[Int]: [Models.Tag?]]"
                start: results
                steps:
                  results: { terminal: true }
                """),
            CheckExample(
                """
                flow: Browser
                imports: [Models]
                input:
                  tabId: GUID
                  book: Book
                  unit: Unit
                  rate: Rate
                  hint: Hint
                  roomId: RoomId
                  strings: Strings
                  link: Models.Strng
                  stamps: [String: [Date?]]
                  size: CGFloat
                  interval: TimeInterval
                start: tabs
                steps:
                  tabs: { terminal: true }
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            // The module a type of the app's own is written with, in the note on a misspelling.
            let module = flow.imports.first?.value ?? "Models"
            flow.forEachValueList { report($0, module, &diagnostics) }
        }
    }

    private static func report(_ params: [Param], _ module: String, _ diagnostics: inout Diagnostics) {
        // By index: nearly every type is valid, and a copy of each param would retain its names.
        for index in params.indices {
            guard let problem = params[index].type.problem else { continue }
            let param = params[index]
            var notes: [Diagnostic.Note] = []
            var fixIts: [Diagnostic.FixIt] = []
            if let correction = param.type.correction {
                notes.append(.init("did you mean '\(correction.spelling)'?"))
                if let fixIt = replacement(of: param.type, with: correction.spelling) { fixIts.append(fixIt) }
                if let misspelt = correction.misspelt {
                    notes.append(
                        .init(
                            "a type of your own named '\(misspelt)' is written with its module: '\(module).\(misspelt)'"
                        ))
                }
            } else {
                if param.type.spelling.hasPrefix("{") {
                    notes.append(.init("a dictionary type is written in brackets: '[K: V]'"))
                }
                notes.append(.init("a type is 'Name', 'Module.Name', 'T?', '[T]' or '[K: V]', nested as needed"))
            }
            diagnostics.append(
                diagnostic(
                    "invalid type '\(param.type.spelling)': \(problem)",
                    at: param.type.location, notes: notes, fixIts: fixIts))
        }
    }

    /// A fix-it writing `corrected` over the type, when the type is one scalar written as it reads, plain or
    /// quoted (its written length then matches its text), as a folded YAML list is not; nil otherwise. A type
    /// holds no quote or backslash, so double quotes hold it as it is; they are needed where YAML would not read
    /// the plain text back (`[Int]?`).
    private static func replacement(of type: TypeRef, with corrected: String) -> Diagnostic.FixIt? {
        let quoted: Bool
        switch type.location.length {
        case type.spelling.count: quoted = corrected.hasPrefix("[") && !corrected.hasSuffix("]")
        case type.spelling.count + 2: quoted = true
        default: return nil
        }
        return .init(replacing: type.location, with: quoted ? "\"\(corrected)\"" : corrected)
    }
}
