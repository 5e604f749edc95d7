// Restoration across versions (issue 30), on the model of UIKit: a state an older build of the example app saved,
// read by this build and shown by the host. A step that no longer decodes cuts only its own flow (one tab), and a
// step the current flows present otherwise than the old build did is shown as they present it now.

import FlowcRuntime
import FlowcUIKit
import Foundation
import Models
import UIKit

/// The example app signed in, after `taps`.
@MainActor
private func signedIn(_ taps: [(String, Any)]) -> Device {
    let device = Device()
    for (title, event) in taps { device.take(title, event) }
    return device
}

/// The state `device` saves, as an older build wrote it: `old` where this build writes `new` (exactly once).
@MainActor
private func savedByAnOlderBuild(_ device: Device, _ new: String, was old: String, line: UInt = #line) -> AppState? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(device.app.state) else {
        expect(false, "the state encodes", line: line)
        return nil
    }
    let json = String(decoding: data, as: UTF8.self)
    expectEqual(json.components(separatedBy: new).count, 2, "'\(new)' once in the saved state", line: line)
    let decoder = JSONDecoder()
    decoder.userInfo[.flowLiveValues] = FlowLiveValues(player)
    return try? decoder.decode(AppState.self, from: Data(json.replacingOccurrences(of: new, with: old).utf8))
}

@MainActor
func runRestorationScenarios() {
    let materials: [(String, Any)] = [("list", MaterialsEvent.List.open(materialId: materialID))]
    let profile: [(String, Any)] = [
        ("tab", 1), ("overview", ProfileEvent.Overview.settings),
        ("settings", ProfileEvent.Settings.notifications(preferences: ["daily": true])),
    ]

    scenario("a step renamed since the state was saved cuts its tab there; the other tab is as saved", group: "restore")
    {
        // Profile's `notifications` was `reminders` in the build that saved the state.
        guard
            let state = savedByAnOlderBuild(
                signedIn(materials + profile), #"["notifications","#, was: #"["reminders","#)
        else { return expect(false, "the state restores") }
        let restored = Device(state: state)
        let expected = signedIn(materials + profile.dropLast())
        expectEqual(restored.screen, expected.screen, "Profile at its settings, Materials on the material")
        restored.expectAgreement("restored")
        restored.take("tab", 0)
        expectEqual(restored.flowTop, "detail", "the Materials tab as saved")
    }

    scenario(
        "a screen an older build pushed is presented now: restored in its sheet, its dismiss closes it",
        group: "restore"
    ) {
        // The build that saved the state pushed `editProfile`; the current Profile presents it as a sheet, whose
        // `saved: dismiss` closes it.
        guard
            let state = savedByAnOlderBuild(
                signedIn([("tab", 1), ("overview", ProfileEvent.Overview.edit)]), #""style":"sheet""#,
                was: #""style":"push""#)
        else { return expect(false, "the state restores") }
        let restored = Device(state: state)
        let expected = signedIn([("tab", 1), ("overview", ProfileEvent.Overview.edit)])
        expectEqual(restored.screen, expected.screen, "in its sheet")
        restored.expectAgreement("restored")
        restored.tap("editProfile", ProfileEvent.EditProfile.saved)
        expectEqual(restored.flowTop, "overview", "the sheet closed over the profile")
        expect(restored.app.isRunning, "the app goes on")
        restored.expectAgreement("after saving")
    }
}
