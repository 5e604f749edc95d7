import Testing

@testable import FlowCompiler

/// A file that does not read gets one error that says how to fix it, and no cascade in it or in the files that
/// use its flow: real YAML mistakes, with the exact diagnostics they must give.
struct ReadErrorTests {
    /// Each diagnostic as `file:line:column id`, in output order.
    private func places(_ result: Compiler.Result) -> [String] {
        result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.id)" }
    }

    private func check(_ files: [(String, String)], root: String? = nil) -> Compiler.Result {
        Compiler.check(files.map { SourceFile(path: $0.0, text: $0.1) }, options: .init(root: root))
    }

    private let app = (
        "app.flow.yaml",
        """
        flow: App
        start: home
        steps:
          home:
            on:
              open: foo
          foo:
            flow: Foo
            on:
              done: back
        """
    )

    @Test func aColonInAPlainValueIsToBeQuotedWithAFixIt() throws {
        let result = check([
            app,
            (
                "foo.flow.yaml",
                """
                flow: Foo
                outcomes:
                  done: {}
                start: a
                steps:
                  a:
                    summary: Opens Foo.start(with: x)  # why
                    on:
                      ok: { finish: done }
                """
            ),
        ])
        // The file that starts Foo is not told that Foo's file is missing: it is there, and did not parse.
        #expect(places(result) == ["foo.flow.yaml:7:34 yaml-syntax"])
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "mapping values are not allowed in this context")
        #expect(
            error.notes.map(\.message) == [
                "the value of 'summary' holds ': ', which YAML reads as the start of a map; put the value in quotes"
            ])
        #expect(error.fixIts.map(\.replacement) == ["'Opens Foo.start(with: x)'"])
        #expect(error.fixIts.map { "\($0.location.line):\($0.location.column)+\($0.location.length)" } == ["7:14+24"])
    }

    @Test func aValueWithAQuoteIsDoubleQuotedWithEscapes() throws {
        let result = check([
            (
                "a.flow.yaml",
                """
                flow: A
                start: a
                steps:
                  a:
                    summary: The user's "home": a list
                    terminal: true
                """
            )
        ])
        let error = try #require(result.diagnostics.first)
        #expect(places(result) == ["a.flow.yaml:5:31 yaml-syntax"])
        #expect(error.fixIts.map(\.replacement) == [#""The user's \"home\": a list""#])
    }

    @Test func aKeyIndentedToNoLevelGetsTheLevelsItCouldHave() throws {
        let result = check([
            (
                "foo.flow.yaml",
                """
                flow: Foo
                outcomes:
                  done: {}
                start: a
                steps:
                  a:
                    on:
                      ok: { finish: done }
                      next: b
                  b:
                    on:
                      ok: { finish: done }
                     back: back
                """
            )
        ])
        #expect(places(result) == ["foo.flow.yaml:13:6 yaml-syntax"])
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "did not find expected key")
        #expect(
            error.notes.map(\.message) == [
                "while parsing a block mapping",
                "'back' is indented by 5 spaces, which lines it up with no key above it; a key must line up with "
                    + "the other keys of its map: 'ok' (6 spaces), 'on' (4 spaces), 'b' (2 spaces) or 'steps' "
                    + "(0 spaces)",
            ])
    }

    @Test func aKeyIndentedUnderAValueIsReadAsMoreOfThatValue() throws {
        let result = check([
            (
                "over.flow.yaml",
                """
                flow: Over
                start: a
                steps:
                  a:
                    summary: The first
                      on:
                        ok: a
                """
            )
        ])
        #expect(places(result) == ["over.flow.yaml:6:9 yaml-syntax"])
        let error = try #require(result.diagnostics.first)
        #expect(
            error.notes.map(\.message) == [
                "'on' is indented more than 'summary' above it, so YAML reads it as more of the value of 'summary'; "
                    + "line it up with 'summary' (4 spaces) to make it a key of its own"
            ])
        #expect(error.fixIts.isEmpty)
    }

    @Test func aKeyWithoutItsColonIsNamedWithAFixIt() throws {
        let result = check([
            (
                "foo.flow.yaml",
                """
                flow: Foo
                outcomes: { done: {} }
                start: a
                steps:
                  a:
                    on
                      ok: { finish: done }
                """
            )
        ])
        #expect(places(result) == ["foo.flow.yaml:7:9 yaml-syntax"])
        let error = try #require(result.diagnostics.first)
        #expect(
            error.notes.map(\.message) == [
                "'on' has no ':' after it, so YAML reads it and the lines below it as one text; write 'on:'"
            ])
        #expect(error.fixIts.map { "\($0.location.line):\($0.location.column) \($0.replacement)" } == ["6:5 on:"])
    }

    @Test func aStepsKeysIndentedAsAStepAreOneError() throws {
        let result = check([
            (
                "bar.flow.yaml",
                """
                flow: Bar
                outcomes:
                  done: {}
                start: a
                steps:
                  a:
                    on:
                      ok: { finish: done }
                      next: b
                  b:
                  on:
                    ok: { finish: done }
                    back: back
                """
            )
        ])
        // Not: b a dead end, a step 'on' unreachable and a dead end, 'ok' and 'back' unknown keys.
        #expect(places(result) == ["bar.flow.yaml:11:3 wrong-value"])
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "'on' is a key of a step, but it is indented as a step id under 'steps:'")
        #expect(
            error.notes.map(\.message) == [
                "indent it, and the lines that belong to it, by 2 more spaces to make it a key of step 'b'"
            ])
        #expect(error.notes.first?.location.map { "\($0.line):\($0.column)" } == "10:3")
    }

    @Test func aStepOrAnEventIndentedAsAKeyOfAStepIsOneErrorEach() throws {
        let result = check([
            (
                "a.flow.yaml",
                """
                flow: A
                outcomes:
                  done: {}
                start: a
                steps:
                  a:
                    on:
                      ok: { finish: done }
                      next: b
                    c:
                      on:
                        ok: { finish: done }
                  b:
                    on:
                      ok: { to: c }
                    back: back
                """
            )
        ])
        // Not: unknown keys 'c' and 'back', and 'c' an unknown step where 'b' goes to it.
        #expect(places(result) == ["a.flow.yaml:10:5 wrong-value", "a.flow.yaml:16:5 wrong-value"])
        #expect(
            result.diagnostics.map(\.message) == [
                "'c' is a step, but it is indented as a key of step 'a'",
                "'back' is a transition, but it is indented as a key of step 'b'",
            ])
        #expect(
            result.diagnostics.flatMap(\.notes).map {
                "\($0.location.map { "\($0.line):\($0.column) " } ?? "")\($0.message)"
            }
                == [
                    "6:3 line it up with 'a' to make it a step of its own",
                    "14:5 indent it under 'on:', with the other events of 'b'",
                ])
    }

    @Test func aStepNamedLikeAKeyIsStillAStep() {
        let result = check([
            (
                "shop.flow.yaml",
                """
                flow: Shop
                start: cart
                steps:
                  cart:
                    on:
                      review: summary
                  summary:
                    on:
                      back: back
                """
            )
        ])
        #expect(places(result).isEmpty)
    }

    @Test func aFlowWhoseFileDidNotParseIsNotUnknownNorItsChildrenUnused() {
        let result = check(
            [
                app,
                (
                    "foo.flow.yaml",
                    """
                    flow: Foo
                    outcomes: { done: {} }
                    start: a
                    steps:
                      a:
                        on: { ok: { finish: done }
                    """
                ),
                (
                    "bar.flow.yaml",
                    """
                    flow: Bar
                    start: a
                    steps:
                      a: { terminal: true }
                    """
                ),
            ], root: "App")
        // Only Foo's own error: App's 'foo' step starts a flow that exists, and Bar may be what Foo starts.
        #expect(places(result).map { $0.hasPrefix("foo.flow.yaml:") } == [true])
        #expect(result.diagnostics.map(\.id) == ["yaml-syntax"])
        // Nor is the root unknown when it is the flow whose file did not parse.
        let rootUnread = check(
            [
                app,
                (
                    "foo.flow.yaml", "flow: Foo\nstart: a\nsteps: [\n"
                ),
            ], root: "Foo")
        #expect(rootUnread.diagnostics.map(\.id) == ["yaml-syntax"])
    }

    @Test func anUnknownFlowSaysWhichFileDidNotReadWhenItsNameIsNotFound() throws {
        let result = check([
            app,
            (
                "broken.flow.yaml",
                """
                "flow": Foo
                start: a
                steps: [
                """
            ),
        ])
        #expect(places(result) == ["app.flow.yaml:7:3 unknown-flow", "broken.flow.yaml:4:1 yaml-syntax"])
        let unknown = try #require(result.diagnostics.first)
        #expect(
            unknown.notes.map(\.message) == [
                "no file that could be read defines 'flow: Foo'; 'broken.flow.yaml' could not be read: fix its "
                    + "errors first"
            ])
    }
}
