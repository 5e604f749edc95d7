enum InvalidType: ProgramCheck {
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
            types, but a list of two types or a mapping `{K: V}` is not one.
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
                """)
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        for flow in program.flows {
            flow.forEachValueList { report($0, &diagnostics) }
        }
    }

    private static func report(_ params: [Param], _ diagnostics: inout Diagnostics) {
        // By index: nearly every type is valid, and a copy of each param would retain its names.
        for index in params.indices {
            guard let problem = params[index].type.problem else { continue }
            let param = params[index]
            var notes: [Diagnostic.Note] = []
            if param.type.spelling.hasPrefix("{") {
                notes.append(.init("a dictionary type is written in brackets: '[K: V]'"))
            }
            notes.append(.init("a type is 'Name', 'Module.Name', 'T?', '[T]' or '[K: V]', nested as needed"))
            diagnostics.append(
                diagnostic(
                    "invalid type '\(param.type.spelling)': \(problem)",
                    at: param.type.location, notes: notes))
        }
    }
}
