import Foundation
import Testing

@testable import FlowcRuntime

/// Where a flow's texts are looked up (`FlowStrings`): the app's hook, then the `Flows` table of the flow's module's
/// bundle, then the main bundle's, then the key itself.
@MainActor
@Suite(.serialized)
struct FlowStringsTests {
    /// A bundle on disk with a `Flows` table, as a feature package's resource bundle is.
    static let featureBundle: Bundle = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowc-strings-\(ProcessInfo.processInfo.processIdentifier).bundle")
        let table = directory.appendingPathComponent("en.lproj/Flows.strings")
        try? FileManager.default.createDirectory(
            at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(#""room.leave" = "Leave the room?";\#n"tab.chats" = "Chats";\#n"#.utf8).write(to: table)
        return Bundle(path: directory.path)!
    }()

    @Test func aKeyOfTheFlowsBundleIsItsText() {
        let strings = FlowStrings(bundle: Self.featureBundle, flowName: "Chats")
        #expect(strings.text("room.leave") == "Leave the room?")
        #expect(strings.text("tab.chats") == "Chats")
    }

    @Test func aKeyNoTableHasIsShownAsItIs() {
        #expect(FlowStrings(bundle: Self.featureBundle, flowName: "Chats").text("room.unknown") == "room.unknown")
        #expect(FlowStrings(bundle: .main, flowName: "Chats").text("room.leave") == "room.leave")
    }

    @Test func theAppsHookIsAskedFirstAndCanLeaveAKeyToTheBundles() {
        FlowStrings.lookup = { key, flow in key == "tab.chats" ? "\(flow)!" : nil }
        defer { FlowStrings.lookup = nil }
        let strings = FlowStrings(bundle: Self.featureBundle, flowName: "Chats")
        #expect(strings.text("tab.chats") == "Chats!")
        #expect(strings.text("room.leave") == "Leave the room?")
    }

}
