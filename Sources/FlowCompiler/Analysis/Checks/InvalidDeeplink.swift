enum InvalidDeeplink: ProgramCheck {
    // The examples are laid out as the flow files they stand for, not as swift-format would lay out the code.
    // swift-format-ignore
    static let description = CheckDescription(
        id: "invalid-deeplink",
        severity: .error,
        summary: "A bad pattern, a placeholder that is no param, an uncovered param.",
        explanation: """
            A deep link (`deeplink: /materials/{materialId}?tab={tab}`, a string or a list, on a screen) opens \
            its screen with the params taken from the URL. The pattern starts with `/`, has no empty segment, \
            and its query items read `name={placeholder}`. Each `{placeholder}` names a param of the screen, \
            once, and that param's type must be readable from text: `String`, `Int`, `Double`, `Bool`, `UUID` \
            or an optional of one (pass an id and load the rest in the screen). Every non-optional param must \
            be set by a placeholder, since nothing else provides values to a screen opened from a link; a \
            param set only by a query item makes that query item required, and a missing optional is nil. The \
            check points at the link and names the placeholder or param at fault; a placeholder that names no \
            param gets the param it most likely means as a fix-it (`{noteID}` or `{id}` for `noteId`).
            """,
        triggering: [
            CheckExample(
                """
                flow: Profile
                start: me
                steps:
                  me:
                    deeplink: ↓/@me/settings
                    terminal: true
                """),
            CheckExample(
                """
                flow: Browser
                start: page
                steps:
                  page:
                    deeplink: ↓my_app://open
                    terminal: true
                """),
            CheckExample(
                """
                flow: People
                start: list
                steps:
                  list:
                    on:
                      open: { to: profile, with: { userId: String } }
                  profile:
                    params: { userId: String }
                    deeplink: ↓https://matrix.to/#/@{userId}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Rooms
                start: list
                steps:
                  list:
                    on:
                      join: { to: join, with: { via: [String] } }
                  join:
                    params: { via: [String] }
                    deeplink: ↓/join/{via}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    deeplink: ↓/shelf//all
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      open: { to: material, with: { materialId: Int } }
                  material:
                    params: { materialId: Int, tab: String? }
                    deeplink: ↓/materials/{materialID}?tab={tab}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      open: { to: material, with: { page: Int } }
                  material:
                    params: { material: Models.Material?, page: Int }
                    deeplink:
                      - ↓/materials/{material}/{page}
                      - ↓/pages/{page}/{page}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      open: { to: material, with: { materialId: UUID, page: Int } }
                  material:
                    params: { materialId: UUID, page: Int }
                    deeplink: ↓/materials/{materialId}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Notes
                start: list
                steps:
                  list:
                    on:
                      open: { to: note, with: { noteId: UUID } }
                  note:
                    params: { noteId: UUID, section: String? }
                    deeplink:
                      - ↓/notes/{id}
                      - ↓/notes/{noteId}?back=/settings/{section}
                    terminal: true
                """),
        ],
        nonTriggering: [
            CheckExample(
                """
                flow: Lobby
                start: list
                steps:
                  list:
                    deeplink: https://matrix.to/#/!lobby:example.org
                    terminal: true
                """),
            CheckExample(
                """
                flow: Rooms
                start: list
                steps:
                  list:
                    on:
                      join: { to: join, with: { alias: String, via: [String] } }
                  join:
                    params: { alias: String, via: [String] }
                    deeplink: /join/{alias}?via={via}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    on:
                      open: { to: material, with: { materialId: UUID, page: Int } }
                  material:
                    params: { materialId: UUID, page: Int, tab: String?, draft: Bool? }
                    deeplink:
                      - /materials/{materialId}/pages/{page}?tab={tab}&draft={draft}
                      - /open?id={materialId}&page={page}
                    terminal: true
                """),
            CheckExample(
                """
                flow: Library
                start: shelf
                steps:
                  shelf:
                    params: { filter: String? }
                    deeplink: /
                    terminal: true
                """),
        ])

    static func run(_ program: Program, _ diagnostics: inout Diagnostics) {
        // Only screens have links: `deeplink` on another kind of step is unknown-key's, and is not read.
        for flow in program.flows {
            // Read by index: few steps have links, and a copy of each step would retain all it holds.
            for s in flow.steps.indices where flow.steps[s].isScreen && !flow.steps[s].deeplinks.isEmpty {
                let step = flow.steps[s]
                for link in step.deeplinks {
                    check(link, of: step, input: flow.input, &diagnostics)
                }
            }
        }
    }

    private static func check(_ link: DeepLink, of step: Step, input: [Param], _ diagnostics: inout Diagnostics) {
        let text = link.text.value
        let at = link.text.location
        if let problem = link.problem {
            diagnostics.append(diagnostic("invalid deep link pattern '\(text)': \(problem)", at: at))
            return
        }
        var params: [String: Param] = [:]
        for param in step.params where params[param.name.value] == nil {
            params[param.name.value] = param
        }
        var queryNames = Set<String>()
        var repeatedItems = Set<String>()
        for item in link.query where !queryNames.insert(item.name).inserted && repeatedItems.insert(item.name).inserted
        {
            diagnostics.append(
                diagnostic(
                    "query item '\(item.name)' appears twice in deep link '\(text)'", at: at,
                    notes: [.init("a URL gives each query item once; remove one")]))
        }

        var used = Set<String>()
        // A param a misspelt placeholder was meant for is reported once, by the did-you-mean.
        var meant = Set<String>()
        var repeated = Set<String>()
        for name in link.placeholders {
            guard used.insert(name).inserted else {
                guard repeated.insert(name).inserted else { continue }
                diagnostics.append(
                    diagnostic(
                        "placeholder '{\(name)}' appears twice in deep link '\(text)'", at: at,
                        notes: [.init("each placeholder sets one param; use '{\(name)}' once")]))
                continue
            }
            guard let param = params[name] else {
                let suggestion = closestParam(to: name, in: link, of: step, skipping: meant)
                if let suggestion { meant.insert(suggestion) }
                diagnostics.append(unknownPlaceholder(name, suggestion: suggestion, in: link, of: step))
                continue
            }
            guard let type = param.type.expr else { continue }  // invalid-type's
            // Format v2: a list reads each value of a repeated query item; a path segment holds one value.
            let inQuery = link.query.contains { $0.placeholder == name }
            if DeepLinkValueType(type) == nil && !(inQuery && DeepLinkValueType.listElement(type) != nil) {
                diagnostics.append(
                    diagnostic(
                        "param '\(name)' of type '\(type)' cannot be read from deep link '\(text)'", at: at,
                        notes: [
                            .init("'\(name): \(type)' is declared here", at: param.name.location),
                            .init(
                                "a placeholder's param is String, Int, Double, Bool, UUID or an optional of one (a "
                                    + "query item's may be a list of one, '[String]', for a repeated item); link to an "
                                    + "id and load the value in the screen"),
                        ]))
            }
        }

        for param in step.params where !used.contains(param.name.value) && !meant.contains(param.name.value) {
            guard let type = param.type.expr, !type.isOptional, !Flow.takesFromInput(param, input) else { continue }
            // A list a link does not read is empty.
            if DeepLinkValueType.listElement(type) != nil { continue }
            let name = param.name.value
            var notes: [Diagnostic.Note] = [.init("'\(name): \(type)' is declared here", at: param.name.location)]
            if DeepLinkValueType(type) != nil {
                let separator = link.query.isEmpty ? "?" : "&"
                notes.append(
                    .init(
                        "add '{\(name)}' to the path or '\(separator)\(name)={\(name)}' to the query, "
                            + "or make the param optional ('\(type)?')"))
            } else {
                notes.append(
                    .init(
                        type.isLive
                            ? "a link cannot carry a live value; give the flow an input '\(name): \(type)', which the "
                                + "screen then takes"
                            : "a link cannot set a '\(type)'; make the param optional ('\(type)?') or link to an id"))
            }
            diagnostics.append(
                diagnostic(
                    "deep link '\(text)' does not set param '\(name)' of screen '\(step.id.value)'", at: at,
                    notes: notes))
        }
    }

    /// The param a placeholder that names none was meant for: one spelt nearly the same; else, among the params
    /// a link can set that no placeholder of this link names or was `meant` for, the one holding the placeholder
    /// as a word of its name (`{id}` for `noteId`), or the only one left. nil when none or several fit.
    private static func closestParam(
        to name: String, in link: DeepLink, of step: Step, skipping meant: Set<String>
    ) -> String? {
        if let spelt = Names.suggestion(for: name, among: step.params.map(\.name.value)) { return spelt }
        let placeholders = Set(link.placeholders)
        let open = step.params.filter { param in
            !placeholders.contains(param.name.value) && !meant.contains(param.name.value)
                && param.type.expr.flatMap(DeepLinkValueType.init) != nil
        }.map(\.name.value)
        let word = name.lowercased()
        let holding = open.filter { param in
            // At a word boundary of the name: `noteId` and `note_id` hold `id` and `note`, `content` not `tent`.
            guard param.count > name.count else { return false }
            let lowered = param.lowercased()
            let endsWithWord =
                lowered.hasSuffix(word)
                && (param.suffix(name.count).first?.isUppercase == true || param.dropLast(name.count).last == "_")
            let startsWithWord =
                lowered.hasPrefix(word)
                && (param.dropFirst(name.count).first.map { $0.isUppercase || $0 == "_" } ?? false)
            return endsWithWord || startsWithWord
        }
        if holding.count == 1 { return holding[0] }
        return open.count == 1 && holding.isEmpty ? open[0] : nil
    }

    private static func unknownPlaceholder(
        _ name: String, suggestion: String?, in link: DeepLink, of step: Step
    ) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        var fixIts: [Diagnostic.FixIt] = []
        if let suggestion {
            notes.append(.init("did you mean '\(suggestion)'?"))
            if let fixIt = rename(name, to: suggestion, in: link) { fixIts.append(fixIt) }
        } else {
            notes.append(
                .init(
                    "declare it in the params of '\(step.id.value)' with a type links can set, like '\(name): String'"))
        }
        return diagnostic(
            "placeholder '{\(name)}' names no param of screen '\(step.id.value)'", at: link.text.location,
            notes: notes, fixIts: fixIts)
    }

    /// A fix-it rewriting the whole link with `{name}` renamed, when the link is one line of plain or quoted text
    /// without escapes (its written length then matches its text); nil otherwise. Only URL characters can be
    /// in a valid link, so double quotes hold the new text as it is.
    private static func rename(_ name: String, to suggestion: String, in link: DeepLink) -> Diagnostic.FixIt? {
        let text = link.text.value
        let quoted: Bool
        switch link.text.location.length {
        case text.count: quoted = false
        case text.count + 2: quoted = true
        default: return nil
        }
        let renamed = text.split(separator: "{", omittingEmptySubsequences: false).enumerated().map { index, piece in
            index > 0 && piece.hasPrefix("\(name)}") ? suggestion + piece.dropFirst(name.count) : String(piece)
        }.joined(separator: "{")
        return .init(replacing: link.text.location, with: quoted ? "\"\(renamed)\"" : renamed)
    }
}
