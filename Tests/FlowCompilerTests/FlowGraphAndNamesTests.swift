import Testing

@testable import FlowCompiler

/// The shared analyses behind the name and flow checks: the flow graph, the generated names, name fixes.
struct FlowGraphAndNamesTests {
    /// One flow per entry: its name and the flows its steps start (a list of several is a tabs step).
    private func program(_ flows: [(String, [[String]])], root: String? = nil) -> Program {
        let files = flows.enumerated().map { index, flow in
            var text = "flow: \(flow.0)\nstart: s0\nsteps:\n  s0: { terminal: true }\n"
            for (position, children) in flow.1.enumerated() {
                text +=
                    children.count == 1
                    ? "  s\(position + 1): { flow: \(children[0]) }\n"
                    : "  s\(position + 1): { tabs: [\(children.joined(separator: ", "))] }\n"
            }
            return SourceFile(path: "f\(index).flow.yaml", text: text)
        }
        return Compiler.check(files, options: .init(root: root)).program
    }

    @Test func edgesKeepTheAuthorsOrderAndResolveNames() {
        let graph = program([("A", [["B"], ["C", "Missing"]]), ("B", []), ("C", [])]).flowGraph
        #expect(graph.edges[0].map(\.child.value) == ["B", "C", "Missing"])
        #expect(graph.edges[0].map(\.target) == [1, 2, nil])
        #expect(graph.edges[0].map(\.isTab) == [false, true, true])
        #expect(graph.edges[0].map(\.step) == [1, 2, 2])
        #expect(graph.children(of: 0) == [1, 2])
    }

    @Test func stronglyConnectedComponents() {
        // A → B → C → A, C → D, E → E, F alone.
        let graph = program([
            ("A", [["B"]]), ("B", [["C"]]), ("C", [["A"], ["D"]]), ("D", []), ("E", [["E"]]), ("F", []),
        ]).flowGraph
        let components = graph.stronglyConnectedComponents()
        #expect(Set(components.map { $0 }) == [[0, 1, 2], [3], [4], [5]])
        // Reverse topological: D (started by the cycle) comes before the cycle.
        let d = components.firstIndex(of: [3])
        let cycle = components.firstIndex(of: [0, 1, 2])
        #expect(d != nil && cycle != nil && d! < cycle!)
    }

    @Test func longChainNeedsNoRecursion() {
        // Built directly (no YAML) so the chain can be deeper than a recursive search's call stack would allow.
        let count = 100_000
        let at = SourceLocation(file: "chain", line: 1, column: 1)
        let flows = (0..<count).map { index in
            let steps =
                index + 1 < count
                ? [Step(id: Located("next", at: at), kind: .subflow(Located("F\(index + 1)", at: at)))] : []
            return Flow(name: Located("F\(index)", at: at), file: "chain", start: Located("next", at: at), steps: steps)
        }
        let graph = FlowGraph(Program(flows: flows))
        #expect(graph.stronglyConnectedComponents().count == count)
        #expect(graph.reachable(from: 0).allSatisfy { $0 })
    }

    @Test func reachability() {
        let graph = program([
            ("App", [["Home", "Profile"]]), ("Home", [["Settings"]]), ("Profile", []),
            ("Settings", []), ("Legacy", [["Settings"]]),
        ]).flowGraph
        #expect(graph.reachable(from: 0) == [true, true, true, true, false])
    }

    @Test func generatedNames() {
        #expect(
            GeneratedNames.typeNames(ofFlowNamed: "Auth") == [
                "AuthInput", "AuthOutcome", "AuthRoute", "AuthState", "AuthEvent", "AuthDecisions", "AuthChoice",
                "AuthTabs", "AuthScreens", "AuthWiring", "AuthCoordinator", "AuthFlow", "AuthRequest", "AuthLink",
            ])
        #expect(GeneratedNames.caseName(forTabOutcome: ("Home", "signedOut")) == "homeSignedOut")
        #expect(
            GeneratedNames.caseName(forTabOutcome: ("A", "bC")) == GeneratedNames.caseName(forTabOutcome: ("AB", "c")))
        #expect(
            GeneratedNames.caseName(forTabOutcome: ("A", "bC")) != GeneratedNames.caseName(forTabOutcome: ("Ab", "c")))
        #expect(GeneratedNames.eventTypeName(ofScreen: "verifyCode") == "VerifyCode")
        #expect(GeneratedNames.escaped("default") == "`default`")
        #expect(GeneratedNames.escaped("login") == "login")
        #expect(GeneratedNames.memberTypeName(ofStep: "type") == "TypeStep")
        #expect(GeneratedNames.memberTypeName(ofStep: "protocol") == "ProtocolStep")
        #expect(GeneratedNames.memberTypeName(ofStep: "self") == "`Self`")
        #expect(GeneratedNames.fileKey(ofFlow: "AUTH") == GeneratedNames.fileKey(ofFlow: "Auth"))
        // reserved-name looks only at flows whose name starts as every runtime type does.
        #expect(GeneratedNames.runtimeTypeNames.allSatisfy { $0.hasPrefix("Flow") })
        // Every flow type ends in a suffix no other suffix ends in, so two flows can only clash by name.
        for suffix in GeneratedNames.flowTypeSuffixes {
            for other in GeneratedNames.flowTypeSuffixes where other != suffix {
                #expect(!suffix.hasSuffix(other))
            }
        }
    }

    @Test func nameFixes() {
        #expect(NameFix.lowerCamel("verify_code") == "verifyCode")
        #expect(NameFix.lowerCamel("verifyCode") == nil)
        #expect(NameFix.lowerCamel("café") == nil)
        #expect(NameFix.upperCamel("auth") == "Auth")
        #expect(NameFix.normalizedLower("Done") == "done")
        #expect(NameFix.tabKey("Home.done")! == ("Home", "done"))
        #expect(NameFix.tabKey("done") == nil)
        #expect(NameFix.tabKey("A.b.c") == nil)
        #expect(NameFix.tabKey(".done") == nil)
        #expect(NameFix.tabKey("Home.") == nil)
    }

    @Test func editDistanceCountsASwapOfNeighboursAsOneEdit() {
        #expect(Names.editDistance("shaer", "share") == 1)
        #expect(Names.editDistance("ab", "ba") == 1)
        #expect(Names.editDistance("kitten", "sitting") == 3)
        #expect(Names.editDistance("", "abc") == 3)
        #expect(Names.editDistance("abc", "abc") == 0)
        // Optimal string alignment: a swapped pair is not edited again (`ca` → `ac` → `abc` would be 2).
        #expect(Names.editDistance("ca", "abc") == 3)
        var suggester = Suggester(["share", "save"])
        #expect(suggester.suggestion(for: "shaer") == "share")
        #expect(Names.suggestion(for: "verfiyCode", among: ["verifyCode"]) == "verifyCode")
    }

    /// `Swift.String` and `Foundation.URL` are the standard types with their module: the same types as `String`
    /// and `URL` for values and links (found on real apps' flows).
    @Test func standardTypesWrittenWithTheirModuleAreTheSameTypes() {
        #expect(
            TypeRef(spelling: "Swift.String", at: .init(file: "t.flow.yaml", line: 1, column: 1)).expr
                == .named(["String"]))
        #expect(
            TypeRef(spelling: "[Foundation.URL]?", at: .init(file: "t.flow.yaml", line: 1, column: 1)).expr
                == .optional(.array(.named(["URL"]))))
        #expect(
            TypeRef(spelling: "Models.String", at: .init(file: "t.flow.yaml", line: 1, column: 1)).expr
                == .named(["Models", "String"]))
        let flow = """
            flow: Links
            start: list
            steps:
              list:
                on:
                  open: { to: detail, with: { id: Swift.String, page: Foundation.URL } }
              detail:
                params: { id: String, page: URL? }
                deeplink: /detail/{id}
                on:
                  back: back
            """
        let result = Compiler.check([SourceFile(path: "links.flow.yaml", text: flow)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func misspeltStandardTypesAreSlipsNotWords() {
        let misspelt = [
            "Strng": "String", "string": "String", "UUIDD": "UUID", "Url": "URL", "Stirng": "String",
            "uuid": "UUID", "int": "Int", "Itn": "Int", "Doubel": "Double", "cgfloat": "CGFloat", "Boool": "Bool",
        ]
        for (name, meant) in misspelt { #expect(StandardTypes.misspelled(name) == meant, "\(name)") }
        // Real types one letter away, plurals, a letter added to a short name, the standard types themselves.
        for name in [
            "GUID", "Book", "Tool", "Rate", "Unit", "Hint", "CURL", "Flat", "Spring", "Strings", "URLs",
            "RoomId", "RoomID", "UserID", "Tab", "Note", "Data", "Date", "UInt", "Int64", "String", "Dates", "UID",
        ] {
            #expect(StandardTypes.misspelled(name) == nil, "\(name)")
        }
    }

    /// Names up to the limit are shown whole in messages; a longer one by its start.
    @Test func longNamesAreCutInMessages() {
        let atLimit = String(repeating: "a", count: 128)
        let over = String(repeating: "b", count: 129)
        #expect(!Names.isTooLong(atLimit) && Names.isTooLong(over))
        #expect(Names.cuttingLongNames("step '\(atLimit)' and '\(atLimit)'") == "step '\(atLimit)' and '\(atLimit)'")
        #expect(
            Names.cuttingLongNames("step '\(over)' of '\(atLimit)'") == "step '\(over.prefix(32))…' of '\(atLimit)'")
        #expect(Names.shown(over) == over.prefix(32) + "…")
    }

    @Test func suggesterIsBounded() {
        var suggester = Suggester(["login", "verifyCode", "signUp"])
        #expect(suggester.suggestion(for: "logn") == "login")
        #expect(suggester.suggestion(for: "verifycode") == "verifyCode")
        #expect(suggester.suggestion(for: "settings") == nil)
        var tiny = Suggester(["login"], budget: 1)
        #expect(tiny.suggestion(for: "logn") == "login")
        #expect(tiny.suggestion(for: "logn") == nil)
    }

    @Test func namesOfEveryKindAreListed() {
        let file = SourceFile(
            path: "a.flow.yaml",
            text: """
                flow: Auth
                input: { email: String? }
                outcomes:
                  done: { userId: UUID }
                start: login
                steps:
                  login:
                    params: { email: String? }
                    on:
                      submit: { finish: done, with: { userId: UUID } }
                  pick:
                    decide: { yes: login }
                  sub:
                    flow: Auth
                    on: { done: back }
                  tabs:
                    tabs: [Auth]
                    on: { Auth.done: back }
                """)
        let program = Compiler.check([file]).program
        let inventory = NameInventory(program)
        #expect(
            inventory.entries.map(\.name.value) == [
                "Auth", "email", "done", "userId", "login", "email", "submit", "userId", "pick", "yes", "sub", "done",
                "tabs", "Auth.done",
            ])
    }
}
