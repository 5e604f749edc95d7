import Foundation
import Testing

@testable import FlowCompiler

/// The exact DOT and Mermaid text for one small flow, compared to files under References/. After an intended
/// change, run `FLOWC_UPDATE_REFERENCES=1 swift test --filter DiagramReferenceTests` and review the diff.
struct DiagramReferenceTests {
    static let checkout = """
        flow: Checkout
        summary: Pays for the cart.
        input:
          cartId: UUID
        outcomes:
          paid: { orderId: UUID }
          cancelled: {}
        start: cart
        steps:
          cart:
            summary: The items and the total.
            params: { cartId: UUID }
            deeplink: /cart/{cartId}
            on:
              checkout: route
              editAddress: { to: address, present: sheet }
              close: { finish: cancelled }
          route:
            summary: Signed-in users pay at once.
            decide:
              signedIn: pay
              guest: { to: guestInfo, with: { email: String } }
          address:
            on:
              saved: dismiss
          guestInfo:
            params: { email: String }
            on:
              next: pay
              back: back
          pay:
            flow: Payment
            present: fullScreen
            on:
              succeeded: { to: receipt, present: replace }
              failed: { popTo: cart }
          receipt:
            params: { orderId: UUID }
            on:
              done: { finish: paid }

        """
    static let payment = """
        flow: Payment
        summary: Charges a card.
        outcomes:
          succeeded: { orderId: UUID }
          failed: {}
        start: card
        steps:
          card:
            on:
              confirm: { finish: succeeded, with: { orderId: UUID } }
              cancel: { finish: failed }

        """

    static func rendered(_ request: DiagramRequest) -> [OutputFile] {
        let result = DiagramSupport.compile([("checkout.flow.yaml", checkout), ("payment.flow.yaml", payment)])
        return DiagramGenerator.render(result.program, diagnostics: result.diagnostics, request: request).files
    }

    @Test(arguments: [
        ("Checkout.dot", DiagramRequest(format: .dot, flows: ["Checkout"])),
        ("Checkout.mmd", DiagramRequest(format: .mermaid, flows: ["Checkout"])),
        ("Checkout-expanded.dot", DiagramRequest(format: .dot, expandSubflows: true, flows: ["Checkout"])),
        ("Checkout-expanded.mmd", DiagramRequest(format: .mermaid, expandSubflows: true, flows: ["Checkout"])),
        ("overview.dot", DiagramRequest(format: .dot, overview: true)),
        ("overview.mmd", DiagramRequest(format: .mermaid, overview: true)),
    ])
    func matchesTheReference(_ name: String, _ request: DiagramRequest) throws {
        let files = Self.rendered(request)
        #expect(files.count == 1)
        let actual = try #require(files.first).text
        let url = ExternalTools.repository.appendingPathComponent("Tests/FlowCompilerTests/References/\(name)")
        if ProcessInfo.processInfo.environment["FLOWC_UPDATE_REFERENCES"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if actual != expected {
            Issue.record(
                """
                \(name) differs from its reference (FLOWC_UPDATE_REFERENCES=1 rewrites it):
                \(try Self.unifiedDiff(expected: expected, actual: actual, name: name))
                """)
        }
    }

    @Test func twoRendersAreByteIdentical() {
        for format in DiagramFormat.allCases {
            for expand in [false, true] {
                let request = DiagramRequest(format: format, expandSubflows: expand)
                #expect(Self.rendered(request) == Self.rendered(request))
            }
            let overview = DiagramRequest(format: format, overview: true)
            #expect(Self.rendered(overview) == Self.rendered(overview))
        }
    }

    /// `diff -u` when it exists, else every line that differs.
    static func unifiedDiff(expected: String, actual: String, name: String) throws -> String {
        if let diff = ExternalTools.which("diff") {
            let folder = try ExternalTools.temporaryDirectory("reference")
            defer { try? FileManager.default.removeItem(at: folder) }
            let paths = try ExternalTools.write(
                [("expected-\(name)", expected), ("actual-\(name)", actual)], in: folder)
            return try ExternalTools.run(diff, ["-u", paths[0], paths[1]]).stdout
        }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        return (0..<max(old.count, new.count)).compactMap { index in
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            return a == b ? nil : "line \(index + 1):\n- \(a ?? "")\n+ \(b ?? "")"
        }.joined(separator: "\n")
    }
}
