import Testing

@testable import FlowCompiler

/// Notes that tell the user how to fix a problem: the fix must fit the place the problem is in.
struct DiagnosticWordingTests {
    private func notes(_ id: String, _ files: [(String, String)]) -> [String] {
        let result = Compiler.check(files.map { SourceFile(path: $0.0, text: $0.1) })
        return result.diagnostics.filter { $0.id == id }.flatMap { $0.notes.map(\.message) }
    }

    /// A parent's input that hides the child's value of the same name: the fix is to take the child's value first,
    /// not to add to a payload that already carries it.
    @Test func aChildsValueHiddenByTheParentsInputIsTakenWithTheHandlersWith() {
        let members = """
            flow: Members
            input: { userId: String? }
            outcomes: { verify: { userId: String } }
            start: list
            steps:
              list:
                on:
                  open: profile
              profile:
                flow: Profile
                on:
                  verify: { finish: verify }
            """
        let profile = """
            flow: Profile
            outcomes: { verify: { userId: String } }
            start: card
            steps:
              card:
                on:
                  verify: { finish: verify, with: { userId: String } }
            """
        let found = notes("type-mismatch", [("members.flow.yaml", members), ("profile.flow.yaml", profile)])
        #expect(found.contains { $0.contains("carries 'userId: String', but the input of flow 'Members' comes first") })
        #expect(!found.contains { $0.contains("add 'userId: String' to the payload") })
        // The fix the note gives is clean: the handler's 'with' repeats the child's value and comes first.
        let fixed = members.replacingOccurrences(
            of: "verify: { finish: verify }", with: "verify: { finish: verify, with: { userId: String } }")
        let result = Compiler.check([
            SourceFile(path: "members.flow.yaml", text: fixed), SourceFile(path: "profile.flow.yaml", text: profile),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func aValueMissingAfterAChildEndsBelongsInTheChildsOutcome() {
        let found = notes(
            "missing-value",
            [
                (
                    "pay.flow.yaml",
                    """
                    flow: Pay
                    start: start
                    steps:
                      start:
                        flow: Secure
                        on:
                          approved: receipt
                      receipt:
                        params: { orderId: Int }
                        terminal: true
                    """
                ),
                (
                    "secure.flow.yaml",
                    """
                    flow: Secure
                    outcomes: { approved: {} }
                    start: challenge
                    steps:
                      challenge:
                        on: { ok: { finish: approved } }
                    """
                ),
            ])
        #expect(found.contains("add 'orderId: Int' to the payload of outcome 'approved' of flow 'Secure'"))
        #expect(!found.contains { $0.contains("send it with") }, "a child's outcome handler sends no 'with'")
    }

    @Test func aLoopWithNoExitListsItsStepsInTheAuthorsOrder() {
        let found = notes(
            "no-exit",
            [
                (
                    "loop.flow.yaml",
                    """
                    flow: Loop
                    outcomes: { done: {} }
                    start: a
                    steps:
                      a:
                        on: { next: b }
                      b:
                        on: { next: c }
                      c:
                        on: { next: a }
                    """
                )
            ])
        #expect(found.contains { $0.hasPrefix("'a', 'b' and 'c' only lead to one another") })
    }

    private func diagnostics(_ text: String) -> [Diagnostic] {
        Compiler.check([SourceFile(path: "a.flow.yaml", text: text)]).diagnostics
    }

    /// A misspelt type in a `with` is one error at the type, with the standard type as its fix, and not also a
    /// mismatch with the param it fills.
    @Test func aMisspeltStandardTypeIsOneErrorAtTheType() throws {
        let found = diagnostics(
            """
            flow: Auth
            start: login
            steps:
              login:
                on:
                  submit: { to: verify, with: { email: Strng, code: Int } }
              verify:
                params: { email: String, code: Int }
                deeplink: /verify/{email}?code={code}
                terminal: true
            """)
        let only = try #require(found.count == 1 ? found.first : nil, "\(found.map(\.message))")
        #expect(only.id == "invalid-type")
        #expect(
            only.message
                == "invalid type 'Strng': 'Strng' is not a standard type; it looks like a misspelling of 'String'")
        #expect((only.location.line, only.location.column, only.location.length) == (6, 44, 5))
        #expect(only.fixIts.map(\.replacement) == ["String"])
        #expect(only.notes.map(\.message).contains("did you mean 'String'?"))
        #expect(
            only.notes.map(\.message).contains(
                "a type of your own named 'Strng' is written with its module: 'Models.Strng'"))
    }

    @Test func aLowercaseBuiltinNamesTheStandardType() throws {
        let found = diagnostics(
            """
            flow: Search
            imports: [Catalog]
            input: { query: string, ids: "[uuid]?" }
            start: results
            steps:
              results: { terminal: true }
            """)
        #expect(
            found.map(\.message) == [
                "invalid type 'string': 'string' is not a type; the standard type is 'String' (type names are case-sensitive)",
                "invalid type '[uuid]?': 'uuid' is not a type; the standard type is 'UUID' (type names are case-sensitive)",
            ])
        #expect(found.flatMap(\.fixIts).map(\.replacement) == ["String", "\"[UUID]?\""])
        #expect(
            found[0].notes.map(\.message).last
                == "a type of your own named 'string' is written with its module: 'Catalog.string'")
    }

    /// Generics have a sugar that flowc reads; the fix-it writes it, quoted where YAML needs it.
    @Test func genericsAreFixedToTheirSugar() {
        let found = diagnostics(
            """
            flow: Search
            input:
              id: Optional<UUID>
              quoted: "Optional<Int>"
              tags: Array<String>
              counts: Dictionary<String, Int>
              pages: Optional<[Int]>
              set: Set<Int>
            start: results
            steps:
              results: { terminal: true }
            """)
        #expect(found.map(\.id) == Array(repeating: "invalid-type", count: 6))
        #expect(
            found.map { $0.fixIts.map(\.replacement) } == [
                ["UUID?"], ["\"Int?\""], ["[String]"], ["[String: Int]"], ["\"[Int]?\""], [],
            ])
        #expect(found[0].notes.map(\.message).first == "did you mean 'UUID?'?")
    }

    /// `{id}` is a word of `noteId`: the placeholder's fix renames it, and the param it was meant for is not
    /// reported again as unset.
    @Test func aPlaceholderNamingNoParamSuggestsTheClosestParam() throws {
        let found = diagnostics(
            """
            flow: Notes
            start: list
            steps:
              list:
                on: { open: { to: note, with: { noteId: UUID, folderId: Int } } }
              note:
                params: { noteId: UUID, folderId: Int }
                deeplink: /notes/{folder}/{id}
                terminal: true
            """)
        #expect(
            found.map(\.message) == [
                "placeholder '{folder}' names no param of screen 'note'",
                "placeholder '{id}' names no param of screen 'note'",
            ])
        #expect(found.map { $0.notes.map(\.message) } == [["did you mean 'folderId'?"], ["did you mean 'noteId'?"]])
        #expect(found.flatMap(\.fixIts).map(\.replacement) == ["/notes/{folderId}/{id}", "/notes/{folder}/{noteId}"])
    }

    @Test func aQueryValueIsJudgedByTheRuleOfQueryItems() throws {
        let found = diagnostics(
            """
            flow: Settings
            start: home
            steps:
              home:
                on: { open: { to: root, with: { section: String } } }
              root:
                params: { section: String }
                deeplink: /open?url=/settings/{section}
                terminal: true
            """)
        #expect(
            found.map(\.message) == [
                "invalid deep link pattern '/open?url=/settings/{section}': a query item must read 'name={placeholder}', "
                    + "its whole value one placeholder, not 'url=/settings/{section}'"
            ])
    }

    @Test func aSwapOfTwoLettersIsSuggested() {
        let found = notes(
            "unknown-step",
            [
                (
                    "a.flow.yaml",
                    """
                    flow: Notes
                    start: list
                    steps:
                      list:
                        on: { share: shaer }
                      share: { terminal: true }
                    """
                )
            ])
        #expect(found == ["did you mean 'share'?"])
    }

    @Test func aStepTrappedOnOneWayInShowsThatWay() {
        let found = notes(
            "no-exit",
            [
                (
                    "unlock.flow.yaml",
                    """
                    flow: Unlock
                    outcomes: { unlocked: {} }
                    start: check
                    steps:
                      check:
                        decide:
                          needsCode: code
                          ready: home
                      home:
                        on:
                          enterCode: code
                          done: { finish: unlocked }
                      code:
                        on:
                          back: back
                    """
                )
            ])
        #expect(
            found.first
                == "reached by check (needsCode) → code, no outcome can be reached from 'code': 'back' and 'dismiss' "
                + "return only to what that way left below it")
    }

    @Test func aDecisionsChoiceThatPopsToTheScreenItIsDecidedOnStaysThere() {
        let result = Compiler.check([
            SourceFile(
                path: "quiz.flow.yaml",
                text: """
                    flow: Quiz
                    start: question
                    steps:
                      question:
                        on:
                          answer: grading
                      grading:
                        decide:
                          retry: { popTo: question }
                    """)
        ])
        #expect(result.diagnostics.filter { $0.id == "pop-target" }.isEmpty, "\(result.diagnostics)")
    }
}
