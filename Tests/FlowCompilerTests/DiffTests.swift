import Foundation
import Testing

@testable import FlowCompiler

/// `ProgramDiff`: pairs of versions of the example app (a copy of Flows/, edited) and of small programs, one pair per
/// kind of change, each asserting the change's id, category, severity and the place in each version; and cosmetic
/// pairs that must report nothing.
struct DiffTests {
    /// The example app's flow files, by file name.
    static let example: [String: String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Flows"))) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.filter(FileDiscovery.isFlowFile).map {
                ($0, (try? Repository.text("Flows/" + $0)) ?? "")
            })
    }()

    struct EditFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// A version of a program: file name → text.
    struct Version {
        var files: [String: String]

        /// Replaces `old` (which must be in the file: a test of an edit that no longer applies fails) with `new`.
        mutating func edit(_ file: String, _ old: String, _ new: String) throws {
            guard let text = files[file], text.contains(old) else {
                throw EditFailed(description: "'\(old)' is not in \(file)")
            }
            files[file] = text.replacingOccurrences(of: old, with: new)
        }
    }

    static func check(_ files: [String: String], folder: String, root: String?, errors expected: [String] = [])
        -> Program
    {
        let sources = files.keys.sorted().map { SourceFile(path: "\(folder)/\($0)", text: files[$0]!) }
        let result = Compiler.check(sources, options: .init(root: root))
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.id)
        #expect(
            errors == expected, "the \(folder) version: \(result.diagnostics.map { "\($0.location): \($0.message)" })")
        return result.program
    }

    /// The old version is read from `old/`, the new one from `Flows/`.
    static func diff(
        _ old: [String: String] = example, _ new: [String: String], root: String? = nil,
        accepting: [DiffAcceptance] = [], newErrors: [String] = []
    ) -> ProgramDiff.Result {
        ProgramDiff.compare(
            old: check(old, folder: "old", root: root),
            new: check(new, folder: "Flows", root: root, errors: newErrors), accepting: accepting)
    }

    /// `folder/file:line:column` of `token` on the first line of `text` that contains `line` (after `after`, when
    /// given): what a change's place must be.
    static func place(
        _ folder: String, _ file: String, _ text: String?, line: String, token: String, after: String? = nil
    )
        -> String
    {
        let lines = (text ?? "").components(separatedBy: "\n")
        let start = after.flatMap { needle in lines.firstIndex { $0.contains(needle) } } ?? 0
        guard let index = lines[start...].firstIndex(where: { $0.contains(line) }),
            let range = lines[index].range(of: token)
        else { return "\(line) not found" }
        let column = lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1
        return "\(folder)/\(file):\(index + 1):\(column)"
    }

    static func old(_ file: String, line: String, token: String, after: String? = nil) -> String {
        place("old", file, example[file], line: line, token: token, after: after)
    }

    static func new(_ version: Version, _ file: String, line: String, token: String, after: String? = nil) -> String {
        place("Flows", file, version.files[file], line: line, token: token, after: after)
    }

    static func ids(_ result: ProgramDiff.Result) -> [String] { result.changes.map(\.kind.rawValue) }

    // MARK: - Cosmetic pairs: nothing to report

    @Test func theSameProgramHasNoChange() {
        #expect(Self.diff(Self.example, Self.example).changes.isEmpty)
    }

    @Test func reorderedStepsReportNothing() throws {
        var version = Version(files: Self.example)
        let verify = """
              verifyCode:
                summary: The one-time code sent to the user's e-mail.
                params: { email: String }
                on:
                  verified: { finish: signedIn, with: { userId: UUID } }
                  back: back

            """
        try version.edit("auth.flow.yaml", verify, "")
        try version.edit("auth.flow.yaml", "  signUp:\n", verify + "  signUp:\n")
        #expect(version.files != Self.example)
        #expect(Self.ids(Self.diff(Self.example, version.files)) == [])
    }

    @Test func reorderedKeysAndTransitionsReportNothing() throws {
        var version = Version(files: Self.example)
        try version.edit(
            "auth.flow.yaml", "    summary: E-mail and password.\n    params: { email: String? }\n",
            "    params: { email: String? }\n    summary: E-mail and password.\n")
        try version.edit(
            "auth.flow.yaml", "      register: signUp\n      cancel: { finish: cancelled }\n",
            "      cancel: { finish: cancelled }\n      register: signUp\n")
        try version.edit(
            "auth.flow.yaml", "  signedIn: { userId: UUID }\n  cancelled: {}\n",
            "  cancelled: {}\n  signedIn: { userId: UUID }\n")
        #expect(Self.ids(Self.diff(Self.example, version.files)) == [])
    }

    @Test func blockStyleCommentsAndSummariesReportNothing() throws {
        var version = Version(files: Self.example)
        try version.edit(
            "auth.flow.yaml", "  signedIn: { userId: UUID }\n", "  signedIn:\n    userId: UUID   # the account\n")
        try version.edit(
            "auth.flow.yaml", "    params: { email: String }\n    systemBack: false\n",
            "    params:\n      email: String\n    systemBack: false\n")
        try version.edit("auth.flow.yaml", "summary: Signs a user in or registers a new account.", "summary: Sign-in.")
        try version.edit("profile.flow.yaml", "    summary: Edits name and avatar.\n", "")
        try version.edit("app.flow.yaml", "flow: App\n", "# a comment\nflow: App   # the root\n")
        #expect(Self.ids(Self.diff(Self.example, version.files)) == [])
    }

    @Test func aFlowMovedToAnotherFileReportsNothing() throws {
        var version = Version(files: Self.example)
        version.files["sign-in/auth-renamed.flow.yaml"] = version.files.removeValue(forKey: "auth.flow.yaml")
        #expect(Self.ids(Self.diff(Self.example, version.files)) == [])
    }

    // MARK: - Links

    @Test func aRemovedLinkIsBreakingAtBothPlaces() throws {
        var version = Version(files: Self.example)
        try version.edit("auth.flow.yaml", "      - /auth/login?email={email}\n", "")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["link-removed"])
        let change = try #require(result.changes.first)
        #expect(change.category == .links)
        #expect(change.severity == .breaking)
        #expect(change.subject == .init(flow: "Auth", step: "login", link: "/auth/login?email={email}"))
        #expect(change.old?.description == Self.old("auth.flow.yaml", line: "/auth/login?", token: "/auth"))
        #expect(change.new?.description == Self.new(version, "auth.flow.yaml", line: "  login:", token: "login"))
    }

    @Test func aNarrowedPlaceholderIsBreaking() throws {
        var version = Version(files: Self.example)
        try version.edit(
            "materials.flow.yaml", "params: { materialId: UUID, tab: String? }",
            "params: { materialId: UUID, tab: Int? }")
        let result = Self.diff(Self.example, version.files)
        let link = try #require(result.changes.first { $0.category == .links })
        #expect(Self.ids(result).filter { $0.hasPrefix("link-") } == ["link-placeholder-narrowed"])
        #expect(link.severity == .breaking)
        #expect(link.message.contains("query item 'tab': String → Int"))
        let line = "/materials/{materialId}?tab={tab}"
        #expect(link.old?.description == Self.old("materials.flow.yaml", line: line, token: "/materials/"))
        #expect(link.new?.description == Self.new(version, "materials.flow.yaml", line: line, token: "/materials/"))
        // The route of detail holds tab too: a saved String no longer decodes as an Int.
        #expect(Self.ids(result).contains("restoration-params-changed"))
    }

    @Test func aWiderLinkIsCompatible() throws {
        var version = Version(files: Self.example)
        try version.edit("materials.flow.yaml", "https://learn.example.com/m/{materialId}", "/m/{materialId}")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["link-widened"])
        #expect(result.changes.first?.severity == .compatible)
        #expect(result.changes.first?.message.contains("any host instead of https://learn.example.com") == true)
    }

    @Test func aPlaceholderTypeWidenedIsCompatibleAndNarrowedIsBreaking() {
        func program(_ type: String) -> [String: String] {
            [
                "item.flow.yaml": """
                flow: Item
                start: home
                steps:
                  home:
                    on: { open: { to: item, with: { id: \(type) } } }
                  item:
                    params: { id: \(type) }
                    deeplink: /items/{id}
                    on: { close: back }
                """
            ]
        }
        let widened = Self.diff(program("Int"), program("String"))
        #expect(Self.ids(widened).filter { $0.hasPrefix("link-") } == ["link-widened"])
        #expect(widened.changes.first { $0.kind == .linkWidened }?.severity == .compatible)
        #expect(
            widened.changes.first { $0.kind == .linkWidened }?.message.contains("path segment 2: Int → String") == true)
        let narrowed = Self.diff(program("String"), program("UUID"))
        #expect(Self.ids(narrowed).filter { $0.hasPrefix("link-") } == ["link-placeholder-narrowed"])
        // The route holds the value: its type changed, so a saved state no longer decodes.
        #expect(narrowed.changes.first { $0.kind == .restorationParamsChanged }?.severity == .breaking)
    }

    @Test func aChangedPatternIsBreaking() throws {
        var version = Version(files: Self.example)
        try version.edit("materials.flow.yaml", "deeplink: /materials?topic=", "deeplink: /library?topic=")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["link-pattern-changed"])
        let change = try #require(result.changes.first)
        #expect(change.message.contains("path segment 1 is 'library' instead of 'materials'"))
        #expect(
            change.old?.description == Self.old("materials.flow.yaml", line: "/materials?topic", token: "/materials"))
        #expect(
            change.new?.description == Self.new(version, "materials.flow.yaml", line: "/library?", token: "/library"))
    }

    @Test func aLinkThatOpensAnotherStepIsBreakingAndAnAddedLinkCompatible() throws {
        var version = Version(files: Self.example)
        try version.edit("profile.flow.yaml", "    deeplink: /settings?section={section}\n", "")
        try version.edit(
            "profile.flow.yaml", "    params: { topic: String? }\n",
            "    params: { topic: String? }\n    deeplink: [\"/settings?section={topic}\", \"/help/{topic}\"]\n")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["link-target-changed", "link-added"])
        #expect(result.changes.map(\.severity) == [.breaking, .compatible])
        #expect(result.changes[0].message.contains("it now opens step 'help' of flow 'Profile'"))
        #expect(result.changes[1].old == nil)
        #expect(result.changes[1].subject.link == "/help/{topic}")
    }

    /// Two fixed links of a step made one placeholder: the new link accepts the URLs of both, so neither is
    /// removed (a new link one old link stands on can stand in for another).
    @Test func oneWiderLinkStandsInForTwoOldOnes() throws {
        let old = """
            flow: Search
            start: home
            steps:
              home:
                on: { find: results }
              results:
                deeplink: [/s/recent, /s/top]
                on: { close: back }
            """
        let new = old.replacingOccurrences(
            of: "    deeplink: [/s/recent, /s/top]\n",
            with: "    params: { query: String? }\n    deeplink: /s/{query}\n")
        let result = Self.diff(["search.flow.yaml": old], ["search.flow.yaml": new])
        let links = result.changes.filter { $0.category == .links }
        #expect(links.map(\.kind.rawValue) == ["link-widened", "link-widened"])
        #expect(links.allSatisfy { $0.severity == .compatible })
        #expect(links.map(\.subject.link) == ["/s/recent", "/s/top"])
        #expect(
            links.last?.message
                == "deep link '/s/top' of step 'results' of flow 'Search' accepts more URLs as '/s/{query}' (path "
                + "segment 2 accepts any String instead of 'top'): links sent before still open it")
    }

    // MARK: - Restoration

    @Test func aRenamedStepBreaksRestorationAndReachability() throws {
        var version = Version(files: Self.example)
        try version.edit("auth.flow.yaml", "  resetLinkSent:", "  resetSent:")
        try version.edit("auth.flow.yaml", "to: resetLinkSent", "to: resetSent")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["restoration-step-removed", "behaviour-step-removed"])
        let change = result.changes[0]
        #expect(change.category == .restoration)
        #expect(change.severity == .breaking)
        #expect(change.subject == .init(flow: "Auth", step: "resetLinkSent"))
        #expect(change.old?.description == Self.old("auth.flow.yaml", line: "  resetLinkSent:", token: "resetLinkSent"))
        // Removed: the new place is the flow it was removed from.
        #expect(change.new?.description == Self.new(version, "auth.flow.yaml", line: "flow: Auth", token: "Auth"))
    }

    @Test func reorderedOrInsertedParamsBreakRestoration() throws {
        var version = Version(files: Self.example)
        try version.edit(
            "auth.flow.yaml", "    params: { email: String }\n    on:\n      verified",
            "    params: { code: Int?, email: String }\n    on:\n      verified")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["restoration-params-changed"])
        let change = try #require(result.changes.first)
        #expect(change.severity == .breaking)
        #expect(change.message.contains("are (code: Int?, email: String) instead of (email: String)"))
        #expect(change.old?.description == Self.old("auth.flow.yaml", line: "  verifyCode:", token: "verifyCode"))
        #expect(
            change.new?.description == Self.new(version, "auth.flow.yaml", line: "  verifyCode:", token: "verifyCode"))
    }

    @Test func aParamRemovedFromTheEndStillDecodes() throws {
        var version = Version(files: Self.example)
        try version.edit(
            "materials.flow.yaml", "params: { topic: String?, downloadedOnly: Bool? }", "params: { topic: String? }")
        try version.edit("materials.flow.yaml", "&downloaded={downloadedOnly}", "")
        let result = Self.diff(Self.example, version.files)
        // The link reads fewer query items: every old URL still matches (extra items are ignored).
        #expect(Self.ids(result) == ["restoration-params-changed"])
        #expect(result.changes.first?.severity == .compatible)
    }

    static func form(_ params: String) -> [String: String] {
        [
            "form.flow.yaml": """
            flow: Form
            start: home
            steps:
              home:
                on: { open: { to: form, with: \(params) } }
              form:
                params: \(params)
                on: { close: back }
            """
        ]
    }

    /// The first param removed: the value saved for it decodes into the param that is now first.
    @Test func aParamRemovedBeforeAnotherDecodesToAnotherPlace() throws {
        let result = Self.diff(Self.form("{ email: String, hint: String? }"), Self.form("{ hint: String? }"))
        #expect(Self.ids(result) == ["restoration-params-changed"])
        let change = try #require(result.changes.first)
        #expect(change.severity == .breaking)
        #expect(change.subject == .init(flow: "Form", step: "form"))
        #expect(
            change.message
                == "the params of step 'form' of flow 'Form' are (hint: String?) instead of (email: String, hint: "
                + "String?): a saved state decodes to a different place (the value saved for 'email' fills 'hint')")
        // Kept names that swap places, and fewer params that are not the first old ones by name, break too; the
        // first ones kept (a type only made optional) still decode.
        let swapped = Self.diff(Self.form("{ a: String, b: String }"), Self.form("{ b: String, a: String }"))
        #expect(swapped.changes.map(\.severity) == [.breaking])
        #expect(
            swapped.changes.first?.message.hasSuffix("(the value saved for 'a' fills 'b'; for 'b' fills 'a')") == true)
        let renamed = Self.diff(Self.form("{ a: String, b: String }"), Self.form("{ c: String }"))
        #expect(renamed.changes.map(\.severity) == [.breaking])
        #expect(renamed.changes.first?.message.contains("are not the first old ones by name") == true)
        let prefix = Self.diff(Self.form("{ a: String, b: String }"), Self.form("{ a: String? }"))
        #expect(prefix.changes.map(\.severity) == [.compatible])
        #expect(
            prefix.changes.first?.message.hasSuffix(
                "a saved state still decodes, without the values removed from the end")
                == true)
    }

    @Test func reorderedTabsBreakRestoration() throws {
        var version = Version(files: Self.example)
        try version.edit("app.flow.yaml", "tabs: [Materials, Profile]", "tabs: [Profile, Materials]")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["restoration-tabs-changed"])
        #expect(result.changes.first?.message.contains("may show another tab") == true)
        #expect(
            result.changes.first?.new?.description == Self.new(version, "app.flow.yaml", line: "  main:", token: "main")
        )
    }

    static let parent = """
        flow: Parent
        start: home
        steps:
          home:
            on: { next: child }
          child:
            flow: Child
            on:
              done: home
        """

    static func child(input: String = "  email: String?\n  age: Int?", steps: String = "") -> String {
        """
        flow: Child
        input:
        \(input)
        outcomes:
          done: {}
        start: form
        steps:
          form:
            params: { email: String? }
            on:
              next: { to: confirm, with: { code: Int } }
          confirm:
            params: { code: Int }
            on:
              ok: { finish: done }
        \(steps)
        """
    }

    @Test func aRequiredInputFieldBreaksRestorationAndStarters() {
        let old = ["parent.flow.yaml": Self.parent, "child.flow.yaml": Self.child()]
        let new = [
            "parent.flow.yaml": Self.parent,
            "child.flow.yaml": Self.child(input: "  email: String?\n  age: Int?\n  code: Int?"),
        ]
        // An optional field decodes as nil, and starters need not pass it.
        let optional = Self.diff(old, new)
        #expect(Self.ids(optional) == ["api-input-added"])
        #expect(optional.changes.first?.severity == .compatible)
        let typed = Self.diff(
            old,
            ["parent.flow.yaml": Self.parent, "child.flow.yaml": Self.child(input: "  email: String?\n  age: String?")])
        #expect(Self.ids(typed) == ["restoration-input-changed", "api-input-type-changed"])
        #expect(typed.changes.allSatisfy { $0.severity == .breaking })
        #expect(typed.changes[0].message.contains("field 'age' is String? instead of Int?"))
        #expect(typed.changes[1].message.contains("(started by 'Parent.child')"))
    }

    /// One change per input field, each with its field: a `field:` acceptance takes one of them.
    @Test func eachChangedInputFieldIsOneChangeWithItsField() throws {
        let old = [
            "parent.flow.yaml": Self.parent,
            "child.flow.yaml": Self.child(input: "  email: String?\n  age: Int?\n  name: String?"),
        ]
        let new = [
            "parent.flow.yaml": Self.parent,
            "child.flow.yaml": Self.child(input: "  email: String?\n  age: String?\n  name: Int?"),
        ]
        let result = Self.diff(
            old, new, accepting: [Self.acceptance("restoration-input-changed", ["flow": "Child", "field": "name"])])
        let changes = result.changes.filter { $0.kind == .restorationInputChanged }
        #expect(changes.map(\.subject) == [.init(flow: "Child", field: "age"), .init(flow: "Child", field: "name")])
        #expect(changes.map(\.severity) == [.breaking, .breaking])
        #expect(changes.map(\.acceptedBecause) == [nil, "Links expire."])
        #expect(
            changes.first?.message
                == "the input of flow 'Child' changed (field 'age' is String? instead of Int?): a state saved by the "
                + "old version no longer decodes")
        #expect(changes.first?.new?.description == "Flows/child.flow.yaml:4:3")
        #expect(changes.first?.old?.description == "old/child.flow.yaml:4:3")
        #expect(result.staleAcceptances.isEmpty)
    }

    @Test func aStepOfAnotherKindBreaksRestoration() {
        let old = ["parent.flow.yaml": Self.parent, "child.flow.yaml": Self.child()]
        let screen = Self.parent.replacingOccurrences(
            of: "    flow: Child\n    on:\n      done: home", with: "    on:\n      done: home")
        let result = Self.diff(old, ["parent.flow.yaml": screen, "child.flow.yaml": Self.child()])
        #expect(Self.ids(result).contains("restoration-step-kind-changed"))
        #expect(result.changes.first?.message.contains("is now a screen instead of a subflow step of 'Child'") == true)
    }

    @Test func aChildsStepChangeIsFoundThroughItsParentFromTheRoot() {
        let old = ["parent.flow.yaml": Self.parent, "child.flow.yaml": Self.child()]
        let new = [
            "parent.flow.yaml": Self.parent,
            "child.flow.yaml": Self.child().replacingOccurrences(
                of: "params: { code: Int }", with: "params: { code: String }"
            )
            .replacingOccurrences(of: "with: { code: Int }", with: "with: { code: String }"),
        ]
        let result = Self.diff(old, new, root: "Parent")
        #expect(Self.ids(result) == ["restoration-params-changed"])
        #expect(result.changes.first?.subject == .init(flow: "Child", step: "confirm"))
    }

    // MARK: - API

    @Test func anAddedOutcomeNamesItsStarters() throws {
        var version = Version(files: Self.example)
        try version.edit("auth.flow.yaml", "  cancelled: {}\n", "  cancelled: {}\n  skipped: {}\n")
        try version.edit(
            "auth.flow.yaml", "      cancel: { finish: cancelled }\n\n",
            "      cancel: { finish: cancelled }\n      skip: { finish: skipped }\n\n")
        try version.edit(
            "app.flow.yaml", "      cancelled: { to: welcome, present: replace }\n",
            "      cancelled: { to: welcome, present: replace }\n      skipped: { to: welcome, present: replace }\n")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["api-outcome-added"])
        let change = try #require(result.changes.first)
        #expect(change.severity == .breaking)
        #expect(
            change.message
                == "flow 'Auth' has a new outcome 'skipped' (started by 'App.auth'): every starter must handle it")
        #expect(change.new?.description == Self.new(version, "auth.flow.yaml", line: "  skipped: {}", token: "skipped"))
        #expect(change.old?.description == Self.old("auth.flow.yaml", line: "flow: Auth", token: "Auth"))
        #expect(
            change.hint
                == "release it with a handler in every starter, other modules' too, or accept the break in flowc.yaml")
    }

    @Test func aRenamedOutcomeIsOneChange() throws {
        var version = Version(files: Self.example)
        try version.edit("profile.flow.yaml", "  signedOut: {}\n", "  loggedOut: {}\n")
        try version.edit("profile.flow.yaml", "{ finish: signedOut }", "{ finish: loggedOut }")
        try version.edit("app.flow.yaml", "Profile.signedOut:", "Profile.loggedOut:")
        let result = Self.diff(Self.example, version.files)
        #expect(Self.ids(result) == ["api-outcome-renamed"])
        #expect(result.changes.first?.subject == .init(flow: "Profile", outcome: "signedOut"))
    }

    @Test func removedOutcomesRequestsAndFlowsAndChangedPayloads() {
        let old = """
            flow: Child
            outcomes:
              done: { id: Int }
              failed: {}
            requests:
              help: {}
            start: a
            steps:
              a:
                on:
                  ok: { finish: done, with: { id: Int } }
                  no: { finish: failed }
                  ask: { request: help }
            """
        let new = """
            flow: Child
            outcomes:
              done: { id: String }
            requests:
              call: { number: String }
            start: a
            steps:
              a:
                on:
                  ok: { finish: done, with: { id: String } }
                  ask: { request: call, with: { number: String } }
            """
        let gone = "flow: Gone\nstart: a\nsteps:\n  a: { terminal: true }\n"
        let result = Self.diff(["child.flow.yaml": old, "gone.flow.yaml": gone], ["child.flow.yaml": new])
        #expect(
            Self.ids(result).filter { $0.hasPrefix("api-") }.sorted() == [
                "api-flow-removed", "api-outcome-payload-changed", "api-outcome-removed", "api-request-added",
                "api-request-removed",
            ])
        let removed = result.changes.first { $0.kind == .apiFlowRemoved }
        #expect(removed?.new == nil)
        #expect(removed?.old?.description == "old/gone.flow.yaml:1:7")
    }

    // MARK: - Behaviour

    /// unreachable-step is an error, so `flowc diff` stops at the new version's lint; the library still compares
    /// such a program (an editor comparing as the user types).
    @Test func aStepNoLongerReached() throws {
        var version = Version(files: Self.example)
        try version.edit("profile.flow.yaml", "      help: help\n", "")
        try version.edit("profile.flow.yaml", "      help: { to: help, present: push }\n", "")
        let result = Self.diff(Self.example, version.files, newErrors: ["unreachable-step"])
        #expect(Self.ids(result) == ["behaviour-step-unreachable"])
        let change = try #require(result.changes.first)
        #expect(change.severity == .breaking)
        #expect(change.subject == .init(flow: "Profile", step: "help"))
        #expect(
            change.old?.description
                == Self.old("profile.flow.yaml", line: "  help:", token: "help", after: "One switch per reminder kind.")
        )
        #expect(
            change.new?.description
                == Self.new(
                    version, "profile.flow.yaml", line: "  help:", token: "help", after: "One switch per reminder kind."
                ))
    }

    @Test func anOutcomeNoLongerReachedFromTheStart() throws {
        let old = """
            flow: Child
            outcomes: { done: {}, quit: {} }
            start: a
            steps:
              a:
                on:
                  next: b
                  stop: { finish: quit }
              b:
                on:
                  ok: { finish: done }
                  back: back
            """
        let new = old.replacingOccurrences(of: "      next: b\n", with: "").replacingOccurrences(
            of: "  b:\n", with: "  b:\n    deeplink: /b\n")
        let result = Self.diff(["child.flow.yaml": old], ["child.flow.yaml": new])
        #expect(Self.ids(result) == ["link-added", "behaviour-outcome-lost"])
        let lost = result.changes[1]
        #expect(lost.severity == .breaking)
        #expect(lost.subject == .init(flow: "Child", outcome: "done"))
        #expect(
            lost.message
                == "flow 'Child' can no longer end with 'done' from 'a (the start)': users there have no way to it any more"
        )
        #expect(lost.old?.description == "old/child.flow.yaml:2:13")
        #expect(lost.new?.description == "Flows/child.flow.yaml:2:13")
    }

    @Test func aFlowTheRootNoLongerStarts() {
        let root = "flow: App\nstart: a\nsteps:\n  a:\n    on: { go: b }\n  b:\n    flow: Side\n    on: { done: a }\n"
        let side = "flow: Side\noutcomes: { done: {} }\nstart: s\nsteps:\n  s:\n    on: { ok: { finish: done } }\n"
        let cut = "flow: App\nstart: a\nsteps:\n  a: { terminal: true }\n"
        let result = Self.diff(
            ["app.flow.yaml": root, "side.flow.yaml": side], ["app.flow.yaml": cut, "side.flow.yaml": side], root: "App"
        )
        #expect(Self.ids(result).contains("behaviour-flow-unreachable"))
        #expect(result.changes.first { $0.kind == .behaviourFlowUnreachable }?.subject.flow == "Side")
    }

    // MARK: - Accepted breaks

    static func acceptance(_ change: String, _ subject: [String: String], reason: String = "Links expire.")
        -> DiffAcceptance
    {
        let here = SourceLocation(file: "flowc.yaml", line: 3, column: 7)
        return DiffAcceptance(
            change: Located(change, at: here), subject: subject.mapValues { Located($0, at: here) },
            reason: Located(reason, at: here), at: here)
    }

    @Test func anAcceptedBreakIsListedWithItsReasonAndAStaleOneIsReturned() throws {
        var version = Version(files: Self.example)
        try version.edit("auth.flow.yaml", "  resetLinkSent:", "  resetSent:")
        try version.edit("auth.flow.yaml", "to: resetLinkSent", "to: resetSent")
        let result = Self.diff(
            Self.example, version.files,
            accepting: [
                Self.acceptance("restoration-step-removed", ["flow": "Auth", "step": "resetLinkSent"]),
                Self.acceptance("restoration-step-removed", ["flow": "Auth", "step": "login"]),
            ])
        #expect(result.changes[0].acceptedBecause == "Links expire.")
        #expect(result.changes[1].acceptedBecause == nil)
        #expect(result.staleAcceptances.map { $0.subject["step"]?.value } == ["login"])
        let report = DiffReport(result, against: "HEAD")
        #expect(report.fails)  // behaviour-step-removed is not accepted
        #expect(report.summary == "1 breaking, 0 compatible, 1 accepted")
    }

    @Test func flowcYamlReadsAcceptancesAtTheirPlaces() {
        let text = """
            diff:
              accept:
                - change: restoration-step-removed
                  flow: Auth
                  step: resetLinkSent
                  reason: "Reset links expire after a day."
                - change: link-removed
                  flow: Auth
                - change: link-remove
                  reason: typo
                - change: api-flow-removed
                  reason: "  "
                  flwo: Auth
            """
        let (config, diagnostics) = ConfigReader.load(SourceFile(path: "flowc.yaml", text: text))
        #expect(config.diff.accept.count == 1)
        #expect(config.diff.accept.first?.subject["step"]?.value == "resetLinkSent")
        #expect(config.diff.accept.first?.location.description == "flowc.yaml:3:7")
        let found = diagnostics.map { "\($0.location) \($0.id) \($0.message)" }
        #expect(
            found == [
                "flowc.yaml:7:7 missing-key an entry of 'accept' is missing 'reason'",
                "flowc.yaml:9:15 wrong-value 'link-remove' is not a change of flowc diff",
                "flowc.yaml:12:15 wrong-value 'reason' is empty",
                "flowc.yaml:13:7 unknown-key unknown key 'flwo' in an entry of 'accept'",
            ])
        #expect(diagnostics[1].fixIts.first?.replacement == "link-removed")
    }

    // MARK: - Reports

    @Test func reportsCarryBothPlaces() throws {
        var version = Version(files: Self.example)
        try version.edit("auth.flow.yaml", "      - /auth/login?email={email}\n", "")
        let report = DiffReport(Self.diff(Self.example, version.files), against: "HEAD")
        let text = report.text()
        let old = Self.old("auth.flow.yaml", line: "/auth/login?", token: "/auth")
        #expect(
            text.hasPrefix(
                "\(Self.new(version, "auth.flow.yaml", line: "  login:", token: "login")): breaking: [link-removed] "))
        #expect(text.contains("\n\(old): note: the old version (HEAD)\n"))
        #expect(text.hasSuffix("\n1 breaking, 0 compatible, 0 accepted\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let change = try #require((json["changes"] as? [[String: Any]])?.first)
        #expect(change["id"] as? String == "link-removed")
        #expect(change["category"] as? String == "links")
        #expect((change["old"] as? [String: Any])?["line"] as? Int == Int(old.split(separator: ":")[1]))
        #expect((json["summary"] as? [String: Any])?["breaking"] as? Int == 1)
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(report.sarif(version: "1").utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "link-removed")
        #expect(result["level"] as? String == "error")
        #expect((result["relatedLocations"] as? [Any])?.count == 1)
        #expect(report.github().hasPrefix("::error file=Flows/auth.flow.yaml,line="))
        let markdown = report.markdown()
        #expect(
            markdown.contains(
                "#### Deep links\n\n| severity | change | what changed | new | old |\n|---|---|---|---|---|\n"))
        #expect(markdown.contains("| **breaking** | `link-removed` |"))
    }
}
