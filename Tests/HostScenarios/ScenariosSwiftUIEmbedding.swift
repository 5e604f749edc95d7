// Issue 30: the SwiftUI host's embeddings at the driver level (SwiftUI itself cannot run here): a flow's screens
// pushed onto the path of the app's own NavigationStack (`flowDestination`, FlowHostPlacement.pushed), and a flow as
// the content of the app's sheet (`flowSheet`, FlowHostPlacement.presented), each update checked against SwiftUI's
// rules by SwiftUIStage. The path the app's NavigationStack holds is the app's values, then the flow's root stack.

import FlowcRuntime
import Foundation
import UIKit

@MainActor
func runSwiftUIEmbeddingScenarios() {
    /// The flow's values on the app's path: its root stack's screens, after the app's own.
    func path(_ stage: SwiftUIStage<ChatSettingsWiring<UIViewController>>) -> [String] {
        let root = stage.driver.shown.layers.first?.stacks.first ?? []
        return root.compactMap { (stage.driver.screen($0.id) as? ScreenController)?.title }
    }

    scenario("a flow pushed onto the app's path: the user's pop from its first screen cancels it", group: "swiftui") {
        let box = Box()
        let stage = SwiftUIStage(root: settingsFlow { box.results.append(ended($0)) }, placement: .pushed)
        stage.take("overview", ChatSettingsEvent.Overview.account)
        expectEqual(path(stage), ["overview", "account"], "the flow's values after the app's")
        // The back menu to the app's screen: the path keeps the app's values only.
        stage.driver.userPopped(layer: 0, stack: 0, remaining: 0)
        stage.settle()
        expectEqual(box.results, ["cancelled back"])
        expectEqual(path(stage), [], "nothing of the flow on the path")
        expect(stage.driver.isDone, "done: the app lets the coordinator go")
    }

    scenario(
        "a pushed flow that ends with a sheet open: the sheet closes, then its screens leave the path", group: "swiftui"
    ) {
        let stage = SwiftUIStage(root: settingsFlow(), placement: .pushed)
        stage.take("overview", ChatSettingsEvent.Overview.appearance)
        let before = stage.updates.count
        stage.root.send(ChatSettingsAppEvent.authError)
        stage.settle()
        expectEqual(
            stage.updates[before...].map { $0.layers.map(\.description) },
            [["push stack [0]"], ["push stack []"]], "the sheet, then the flow's screens")
        expect(stage.driver.isDone, "done")
    }

    scenario("a flow as the content of the app's sheet: pulled down, it is cancelled", group: "swiftui") {
        let box = Box()
        let stage = SwiftUIStage(root: settingsFlow { box.results.append(ended($0)) }, placement: .presented(.sheet))
        expectEqual(
            stage.driver.shown.layers.map(\.description), ["sheet stack~ [0]"], "a sheet the user may pull down")
        stage.driver.userDismissed(layer: 0)  // the sheet's isPresented set to false
        stage.driver.departedLayersWent()  // its onDismiss
        stage.settle()
        expectEqual(box.results, ["cancelled dismissed"])
        expect(stage.driver.isDone, "done")
    }

    scenario("a flow as the content of the app's sheet that finishes closes the sheet", group: "swiftui") {
        let stage = SwiftUIStage(root: settingsFlow(), placement: .presented(.sheet))
        stage.take("overview", ChatSettingsEvent.Overview.account)
        let before = stage.updates.count
        stage.root.send(ChatSettingsAppEvent.authError)
        stage.settle()
        expectEqual(stage.updates[before...].map { $0.layers.count }, [0], "the sheet closes")
        expect(stage.driver.isDone, "done")
    }

    scenario("a flow as sheet content whose first screen asks its flow cannot be pulled down", group: "swiftui") {
        let stage = SwiftUIStage(root: startChatFlow(), placement: .presented(.sheet))
        expect(
            stage.driver.userDismissAsksFlow(layer: 0), "the host turns the pull-down off (interactiveDismissDisabled)")
        stage.take("search", StartChatEvent.Search.pick(userId: "u1"))
        expect(stage.driver.userDismissAsksFlow(layer: 0), "still: the first screen asks")
    }
}
