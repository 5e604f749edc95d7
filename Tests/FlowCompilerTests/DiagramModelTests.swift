import Foundation
import Testing

@testable import FlowCompiler

/// What the format-neutral model holds, independent of the renderers.
struct DiagramModelTests {
    static let shop = """
        flow: Shop
        summary: Buys things.
        outcomes:
          bought: {}
        start: list
        steps:
          list:
            on:
              open: detail
              filter: { to: picker, present: sheet }
              reset: { to: detail, present: replace }
          detail:
            on:
              buy: { finish: bought }
              back: back
              home: { popTo: list }
          picker:
            on:
              more: morePicker
              close: back
          morePicker:
            on:
              done: dismiss
              back: back
          orphan:
            on:
              x: list

        """

    private func diagram(
        _ source: String, diagnostics: [Diagnostic] = [], expand: Bool = false,
        extra: [(String, String)] = []
    ) throws -> Diagram {
        let result = DiagramSupport.compile([("a.flow.yaml", source)] + extra)
        let flow = try #require(result.program.flows.first)
        return DiagramGenerator.flowDiagram(flow, in: result.program, diagnostics: diagnostics, expandSubflows: expand)
    }

    private func edges(_ diagram: Diagram, from label: String) -> [String] {
        let names = Dictionary(uniqueKeysWithValues: diagram.nodes.map { ($0.id, DiagramText.lines($0.label)[0]) })
        return diagram.edges.filter { names[$0.from] == label }.map {
            "\($0.label) -> \(names[$0.to] ?? "?") [\($0.style)]"
        }
    }

    @Test func stepsOutcomesAndEdgesFollowTheAuthorsOrder() throws {
        let diagram = try diagram(Self.shop)
        #expect(diagram.title == "Shop\nBuys things.")
        #expect(diagram.nodes.map(\.id).prefix(7) == ["m0", "s0", "s1", "s2", "s3", "s4", "t0"])
        #expect(
            edges(diagram, from: "list") == [
                "open -> detail [push]", "filter -> picker [modal]", "reset -> detail [replace]",
            ])
    }

    @Test func anAlertsBackLandsOnTheScreenBelowItAndItsButtonsActFromThere() throws {
        let diagram = try diagram(
            """
            flow: Profile
            outcomes: [signedOut]
            start: overview
            steps:
              overview:
                on:
                  signOut: confirm
              confirm:
                alert: { title: Sign out? }
                on:
                  signOut: { to: signingOut, role: destructive }
                  cancel: back
              signingOut:
                async: true
                decide:
                  done: { finish: signedOut }
                  failed: failedAlert
              failedAlert:
                alert: { title: Could not sign out }
                on:
                  tryAgain: signingOut
                  cancel: back
            """)
        #expect(edges(diagram, from: "confirm").contains("cancel (back) -> overview [back]"))
        // The loading screen and the alert go first: 'back' closes the second alert onto the overview.
        #expect(
            edges(diagram, from: "failedAlert").filter { $0.contains("back") } == ["cancel (back) -> overview [back]"])
    }

    @Test func backDismissAndPopToPointWhereTheyLand() throws {
        let diagram = try diagram(Self.shop)
        // detail is pushed from list, or replaces the root stack (then back leaves the flow).
        #expect(
            edges(diagram, from: "detail") == [
                "buy -> bought [finish]", "back -> list [back]", "back -> leaves Shop [back]",
                "home (popTo) -> list [back]",
            ])
        // picker is the sheet's first screen: back closes the sheet, back to list.
        #expect(edges(diagram, from: "picker") == ["more -> morePicker [push]", "close (back) -> list [back]"])
        // morePicker is pushed inside the sheet: dismiss closes the sheet (to list), back pops to picker.
        #expect(edges(diagram, from: "morePicker") == ["done (dismiss) -> list [back]", "back -> picker [back]"])
    }

    @Test func aStartThatPresentsAndAModalSubflowsDismissReturnWhereTheRuntimeDoes() throws {
        let lock = """
            flow: Lock
            outcomes: { unlocked: {} }
            start: check
            steps:
              check:
                decide:
                  needsPin: { to: pin, present: sheet }
              pin:
                on:
                  ok: { finish: unlocked }
                  close: dismiss
                  back: back
            """
        // The sheet is Lock's own: closing it leaves Lock.
        #expect(edges(try diagram(lock), from: "check") == ["needsPin -> pin [modal]"])
        #expect(
            edges(try diagram(lock), from: "pin") == [
                "ok -> unlocked [finish]", "close (dismiss) -> leaves Lock [back]", "back -> leaves Lock [back]",
            ])
        let prefs = """
            flow: Prefs
            outcomes: { applied: {} }
            start: form
            steps:
              form:
                on:
                  apply: { finish: applied }
            """
        let vault = """
            flow: Vault
            start: home
            steps:
              home:
                on:
                  open: prefs
                  settings: { to: sheetRoot, present: sheet }
              sheetRoot:
                on:
                  open: pushedPrefs
              prefs:
                flow: Prefs
                present: sheet
                on:
                  applied: dismiss
              pushedPrefs:
                flow: Prefs
                on:
                  applied: dismiss
            """
        let drawn = try diagram(vault, extra: [("prefs.flow.yaml", prefs)])
        // A modal subflow's dismiss closes the child's sheet, as back would; a pushed one's closes the sheet it is in.
        #expect(edges(drawn, from: "prefs") == ["applied (dismiss) -> home [back]"])
        #expect(edges(drawn, from: "pushedPrefs") == ["applied (dismiss) -> home [back]"])
    }

    @Test func problemStepsComeFromTheDiagnostics() throws {
        let source = Self.shop
        let result = DiagramSupport.compile([("a.flow.yaml", source)])
        let orphan = try #require(result.program.flows.first?.step("orphan"))
        let detail = try #require(result.program.flows.first?.step("detail"))
        let diagnostics = [
            Diagnostic(
                id: "unreachable-step", severity: .error, message: "step 'orphan' is unreachable",
                at: orphan.id.location),
            Diagnostic(id: "no-exit", severity: .error, message: "no outcome from 'detail'", at: detail.id.location),
            // Other checks, or another place, do not mark the step.
            Diagnostic(id: "missing-value", severity: .error, message: "x", at: detail.id.location),
            Diagnostic(id: "dead-end", severity: .error, message: "y", at: orphan.handlers[0].event.location),
        ]
        let diagram = try diagram(source, diagnostics: diagnostics)
        let marked = diagram.nodes.filter(\.problem).map { DiagramText.lines($0.label)[0] }
        #expect(marked == ["detail", "orphan"])
        let node = try #require(diagram.nodes.first { $0.label.hasPrefix("orphan") })
        #expect(node.label.hasSuffix("⚠ unreachable-step"))
        #expect(node.tooltip?.contains("unreachable-step: step 'orphan' is unreachable") == true)
        let dot = DOTRenderer.render(diagram)
        #expect(dot.contains("color=red"))
        let mermaid = MermaidRenderer.render(diagram)
        #expect(mermaid.contains("class s1,s4 fcProblem"))
    }

    @Test func unknownNamesAreDrawnNotFatal() throws {
        let source = """
            flow: Broken
            start: nowhere
            steps:
              a:
                flow: NoSuchFlow
                on:
                  x: { to: missing }
                  y: { popTo: gone }
                  z: { finish: nothing }
              b:
                tabs: [Ghost, Broken]
                on:
                  Ghost.done: a

            """
        for expand in [false, true] {
            let diagram = try diagram(source, expand: expand)
            let missing = diagram.nodes.filter { $0.kind == .missing }.map(\.label)
            #expect(
                missing == [
                    "unknown step 'nowhere'", "unknown step 'missing'", "unknown step 'gone'",
                    "unknown outcome 'nothing'",
                ])
            #expect(!DOTRenderer.render(diagram).isEmpty)
            #expect(!MermaidRenderer.render(diagram).isEmpty)
        }
        let result = DiagramSupport.compile([("a.flow.yaml", source)])
        let overview = DiagramGenerator.overview(result.program)
        #expect(overview.nodes.contains { $0.label == "unknown flow 'NoSuchFlow'" })
    }

    @Test func expandingDrawsChildrenAsClustersAndStopsAtCycles() throws {
        let parent = """
            flow: Parent
            start: child
            steps:
              child:
                flow: Child
                present: sheet
                on:
                  finished: done
              done:
                terminal: true

            """
        let child = """
            flow: Child
            outcomes:
              finished: {}
            start: one
            steps:
              one:
                on:
                  again: nested
                  ok: { finish: finished }
              nested:
                flow: Parent
                on: {}

            """
        let diagram = try diagram(parent, expand: true, extra: [("b.flow.yaml", child)])
        #expect(diagram.clusters.map(\.label) == ["child: flow Child (sheet)"])
        #expect(diagram.nodes.contains { $0.label.hasPrefix("nested\nflow: Parent\n(cycle: not expanded)") })
        #expect(diagram.notes.contains { $0.contains("starts itself") })
        // The child's outcome node leads to the parent's handler target.
        let finished = try #require(diagram.nodes.first { $0.kind == .outcome && $0.label == "finished" })
        #expect(finished.cluster == 0)
        #expect(edges(diagram, from: "finished") == ["finished -> done [push]"])
    }

    @Test func fileNamesAreSafeAndUnique() {
        var names = DiagramGenerator.FileNames()
        #expect(names.unique("Auth") == "Auth")
        #expect(names.unique("auth") == "auth-2")
        #expect(names.unique("../../etc/passwd") == "______etc_passwd")
        #expect(names.unique("") == "flow")
        #expect(names.unique("-x") == "flow-x")
    }

    @Test func foldingReturnsKeepsThemAsALabelLine() throws {
        let folded = DiagramFitting.foldReturns(try diagram(Self.shop))
        #expect(!folded.edges.contains { $0.style == .back })
        #expect(folded.nodes.contains { $0.label == "detail\n↩ back, home (popTo)" })
        #expect(!folded.nodes.contains { $0.kind == .exit }, "markers left without edges are dropped")
    }
}
