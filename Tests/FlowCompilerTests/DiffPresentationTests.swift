import Testing

@testable import FlowCompiler

/// `restoration-style-changed`: a change of how a flow shows a step, its own `present` or a transition's, classified by
/// what it does to a state an older build saved. The runtime restores each step as the current flow shows it
/// (`StepPresentations`), so the message says how the step comes back, in what the user sees.
struct DiffPresentationTests {
    typealias Version = DiffTests.Version

    static let notifications = """
          notifications:
            summary: One switch per reminder kind.
            params: { preferences: [String: Bool] }
            on:
              saved: back
        """

    static let editProfile = """
          editProfile:
            summary: Edits name and avatar.
            present: sheet
            params: { userId: UUID }
            on:
              saved: dismiss
              cancel: dismiss
        """

    func onlyChange(_ version: Version) -> FlowChange? {
        let result = DiffTests.diff(DiffTests.example, version.files)
        #expect(DiffTests.ids(result) == ["restoration-style-changed"])
        #expect(result.changes.first?.severity == .compatible)
        return result.changes.first
    }

    @Test func aPushedScreenNowInASheetRestoresInItsSheet() throws {
        // Issue 30's case: a state saved on `notifications` pushed, read by a build that presents it in a sheet whose
        // `saved: dismiss` closes it.
        var version = Version(files: DiffTests.example)
        try version.edit(
            "profile.flow.yaml", Self.notifications,
            Self.notifications.replacingOccurrences(of: "    params:", with: "    present: sheet\n    params:")
                .replacingOccurrences(of: "saved: back", with: "saved: dismiss"))
        let change = onlyChange(version)
        #expect(
            change?.message
                == "step 'notifications' of flow 'Profile' is shown in a sheet instead of pushed: a state saved with it "
                + "pushed restores it in a sheet, as the flow shows it now: what was saved above it opens in that "
                + "sheet too, and closing the sheet goes back to the screen below it")
        let step = "One switch per reminder kind."
        #expect(
            change?.old?.description
                == DiffTests.old("profile.flow.yaml", line: "notifications:", token: "notif", after: "fullScreen }"))
        #expect(
            change?.new?.description
                == DiffTests.new(version, "profile.flow.yaml", line: "present: sheet", token: "sheet", after: step))
    }

    @Test func aSheetNowPushedRestoresPushed() throws {
        var version = Version(files: DiffTests.example)
        try version.edit(
            "profile.flow.yaml", Self.editProfile,
            Self.editProfile.replacingOccurrences(of: "    present: sheet\n", with: "")
                .replacingOccurrences(of: "dismiss", with: "back"))
        #expect(
            onlyChange(version)?.message
                == "step 'editProfile' of flow 'Profile' is shown pushed instead of in a sheet: a state saved with it in "
                + "a sheet restores it pushed onto the screen below it, as the flow shows it now, with what was saved "
                + "above it")
    }

    @Test func aSheetNowFullScreenSaysUsersCannotPullItDown() throws {
        var version = Version(files: DiffTests.example)
        try version.edit(
            "profile.flow.yaml", "    present: sheet\n    params: { userId: UUID }",
            "    present: fullScreen\n    params: { userId: UUID }")
        let change = onlyChange(version)
        #expect(
            change?.message
                == "step 'editProfile' of flow 'Profile' is shown full screen instead of in a sheet: a state saved with "
                + "it in a sheet restores it full screen, as the flow shows it now: users can no longer pull it down "
                + "or tap outside it")
        #expect(
            change?.new?.description
                == DiffTests.new(version, "profile.flow.yaml", line: "present: fullScreen", token: "fullScreen"))
    }

    @Test func aTransitionsPresentationCountsToo() throws {
        // `help` is a sheet from the overview and was pushed from settings; now a sheet from both.
        var version = Version(files: DiffTests.example)
        try version.edit("profile.flow.yaml", "help: { to: help, present: push }", "help: help")
        #expect(
            onlyChange(version)?.message
                == "step 'help' of flow 'Profile' is shown in a sheet instead of in a sheet or pushed: a state saved "
                + "with it pushed restores it in a sheet, as the flow shows it now: what was saved above it opens in "
                + "that sheet too, and closing the sheet goes back to the screen below it")
    }

    static func notes(own: String, open: String, add: String) -> [String: String] {
        [
            "notes.flow.yaml": """
            flow: Notes
            start: list
            steps:
              list:
                on:
                  open: \(open)
                  add: \(add)
              editor:\(own)
                on:
                  close: back
            """
        ]
    }

    @Test func aStyleTheFlowStillShowsTheStepWithIsRestoredAsSaved() {
        // The editor's own `present` is a sheet now, but `open` still pushes it: every saved style restores as saved.
        let old = Self.notes(own: "", open: "editor", add: "{ to: editor, present: sheet }")
        let new = Self.notes(own: "\n    present: sheet", open: "{ to: editor, present: push }", add: "editor")
        let result = DiffTests.diff(old, new)
        #expect(DiffTests.ids(result) == ["restoration-style-changed"])
        #expect(
            result.changes.first?.message
                == "step 'editor' of flow 'Notes' is shown in a sheet or pushed instead of pushed or in a sheet: a "
                + "state saved with it pushed or in a sheet restores it as it was saved, a way the flow still shows it")
    }

    @Test func aPresentationNoTransitionUsesChangesNothingForRestoration() {
        let old = Self.notes(own: "", open: "{ to: editor, present: push }", add: "{ to: editor, present: sheet }")
        let new = Self.notes(
            own: "\n    present: fullScreen", open: "{ to: editor, present: push }",
            add: "{ to: editor, present: sheet }")
        #expect(DiffTests.ids(DiffTests.diff(old, new)).isEmpty)
    }
}
