// The example app end to end on the model of UIKit: a tour through every screen and transition, and at each stop,
// restoration, system back, the back swipe, pulling down, and every deep link, each on a copy of the app restored
// from the stop's state. Everywhere, what the user sees is the flows' top screen and UIKit refuses nothing.

import FlowcRuntime
import FlowcUIKit
import Foundation
import Models
import UIKit

/// The taps of the tour, from a signed-out launch: the screen tapped and what it sends (`tab`: the user selects a
/// tab; `alert`: a button of the alert on top; `grading`: the app's next answer; `work`: the async work under way
/// answers).
@MainActor
let tour: [(String, Any)] = [
    ("login", AuthEvent.Login.forgotPassword),
    ("resetPassword", AuthEvent.ResetPassword.send(email: "ada@example.com")),
    ("resetLinkSent", AuthEvent.ResetLinkSent.backToLogin),
    ("login", AuthEvent.Login.forgotPassword),
    ("resetPassword", AuthEvent.ResetPassword.cancel),
    ("login", AuthEvent.Login.register),
    ("onboarding", OnboardingEvent.Welcome.getStarted),
    ("createAccount", OnboardingEvent.CreateAccount.back),
    ("onboarding", OnboardingEvent.Welcome.close),
    ("login", AuthEvent.Login.cancel),
    ("welcome", AppEvent.Welcome.signIn),
    ("login", AuthEvent.Login.submit(email: "ada@example.com")),
    ("verifyCode", AuthEvent.VerifyCode.back),
    ("login", AuthEvent.Login.register),
    ("onboarding", OnboardingEvent.Welcome.getStarted),
    ("createAccount", OnboardingEvent.CreateAccount.created(userId: userID)),
    ("permissions", OnboardingEvent.Permissions.allow(notificationsEnabled: true)),
    ("tutorial", OnboardingEvent.Tutorial.back),
    ("permissions", OnboardingEvent.Permissions.notNow),
    ("tutorial", OnboardingEvent.Tutorial.done),
    ("list", MaterialsEvent.List.filter(topics: ["swift"])),
    ("topicPicker", MaterialsEvent.TopicPicker.picked(topic: "algebra")),
    ("list", MaterialsEvent.List.filter(topics: ["swift"])),
    ("topicPicker", MaterialsEvent.TopicPicker.cleared(topic: nil)),
    ("list", MaterialsEvent.List.search),
    ("search", MaterialsEvent.Search.open(materialId: materialID)),
    ("detail", MaterialsEvent.Detail.related(materialId: UUID())),
    ("detail", MaterialsEvent.Detail.openAttachment(attachment: Attachment(name: "slides"), player: FlowLive(player))),
    ("attachment", MaterialsEvent.Attachment.close),
    ("detail", MaterialsEvent.Detail.unlock),
    ("paywall", AppEvent.Paywall.close),
    ("detail", MaterialsEvent.Detail.unlock),
    ("paywall", AppEvent.Paywall.subscribed),
    ("detail", MaterialsEvent.Detail.back),
    ("detail", MaterialsEvent.Detail.takeQuiz(title: "Swift")),
    ("intro", AssessmentEvent.Intro.begin),
    ("questions", AssessmentEvent.Questions.back),
    ("intro", AssessmentEvent.Intro.close),
    ("detail", MaterialsEvent.Detail.takeQuiz(title: "Swift")),
    ("intro", AssessmentEvent.Intro.begin),
    ("questions", AssessmentEvent.Questions.answeredAll(answers: [1, 2])),
    ("review", AssessmentEvent.Review.changeAnswers),
    ("questions", AssessmentEvent.Questions.answeredAll(answers: [1, 2])),
    ("review", AssessmentEvent.Review.startOver),
    ("intro", AssessmentEvent.Intro.begin),
    ("questions", AssessmentEvent.Questions.quit),
    ("detail", MaterialsEvent.Detail.takeQuiz(title: "Swift")),
    ("intro", AssessmentEvent.Intro.begin),
    ("questions", AssessmentEvent.Questions.answeredAll(answers: [1, 2])),
    ("review", AssessmentEvent.Review.submit),
    ("result", AssessmentEvent.Result.done),
    ("list", MaterialsEvent.List.open(materialId: materialID)),
    ("detail", MaterialsEvent.Detail.takeQuiz(title: "Swift")),
    ("intro", AssessmentEvent.Intro.begin),
    ("questions", AssessmentEvent.Questions.answeredAll(answers: [1, 2])),
    ("grading", AssessmentChoice.Grading.failed(score: 40, mistakes: [2: "b"])),
    ("review", AssessmentEvent.Review.submit),
    ("feedback", AssessmentEvent.Feedback.retry),
    ("intro", AssessmentEvent.Intro.begin),
    ("questions", AssessmentEvent.Questions.answeredAll(answers: [1, 2])),
    ("review", AssessmentEvent.Review.submit),
    ("feedback", AssessmentEvent.Feedback.giveUp),
    ("tab", 1),
    ("overview", ProfileEvent.Overview.edit),
    ("editProfile", ProfileEvent.EditProfile.saved),
    ("overview", ProfileEvent.Overview.edit),
    ("editProfile", ProfileEvent.EditProfile.cancel),
    ("overview", ProfileEvent.Overview.help),
    ("help", ProfileEvent.Help.close),
    ("overview", ProfileEvent.Overview.settings),
    ("settings", ProfileEvent.Settings.notifications(preferences: ["daily": true])),
    ("notifications", ProfileEvent.Notifications.saved),
    ("settings", ProfileEvent.Settings.help),
    ("help", ProfileEvent.Help.close),
    ("settings", ProfileEvent.Settings.deleteAccount),
    ("deleteAccount", ProfileEvent.DeleteAccount.cancel),
    ("settings", ProfileEvent.Settings.back),
    ("overview", ProfileEvent.Overview.continueLearning),
    ("detail", MaterialsEvent.Detail.back),
    ("tab", 1),
    ("overview", ProfileEvent.Overview.signOut),
    ("alert", 0),
    ("work", ProfileChoice.SigningOut.failed),
    ("alert", 0),
    ("work", ProfileChoice.SigningOut.failed),
    ("alert", 1),
    ("overview", ProfileEvent.Overview.signOut),
    ("alert", 0),
    ("work", ProfileChoice.SigningOut.done),
    ("welcome", AppEvent.Welcome.signIn),
    ("login", AuthEvent.Login.submit(email: "ada@example.com")),
    ("verifyCode", AuthEvent.VerifyCode.verified(userId: userID)),
    ("tab", 1),
    ("overview", ProfileEvent.Overview.settings),
    ("settings", ProfileEvent.Settings.deleteAccount),
    ("deleteAccount", ProfileEvent.DeleteAccount.confirm),
]

/// Every deep link of the example app.
let links = [
    "https://example.com/login?email=ada@example.com", "https://example.com/auth/login",
    "https://example.com/materials?topic=swift&downloaded=true", "https://example.com/search?q=swift",
    "https://example.com/materials/\(materialID.uuidString)?tab=notes", "https://example.com/settings?section=privacy",
    "https://learn.example.com/m/\(materialID.uuidString)",
]

/// The video player a material's detail screen hands to the full-screen viewer (a live value); restoring a state
/// that holds it asks the app for it.
let player = Player(url: "https://cdn.example.com/intro.mp4")

/// Takes one step of the example app's tour: `grading` sets the app's next answer in `decisions`; `work` gives the
/// answer of the async work under way, lets it run, then lets the host `settle`; any other step is `take`n as the
/// user would.
@MainActor
func takeExampleStep(
    _ title: String, _ event: Any, decisions: ExampleDecisions, take: (String, Any) -> Void, settle: () -> Void
) async {
    if title == "grading", let grading = event as? AssessmentChoice.Grading {
        decisions.grading = grading
    } else if title == "work", let answer = event as? ProfileChoice.SigningOut {
        decisions.signingOut = answer
        await settleWork()
        settle()
    } else {
        take(title, event)
    }
}

extension HostDevice {
    /// The state, saved and read back with the app's live values (the player), as an app restores it.
    func restoredExampleState() -> FlowState<Wiring.Flow>? {
        guard let data = try? JSONEncoder().encode(root.state) else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.flowLiveValues] = FlowLiveValues(player)
        return try? decoder.decode(FlowState<Wiring.Flow>.self, from: data)
    }
}

extension Device {
    /// Takes one step of the tour.
    func takeStep(_ title: String, _ event: Any, line: UInt = #line) async {
        await takeExampleStep(title, event, decisions: decisions, take: { take($0, $1, line: line) }, settle: settle)
    }
}

/// The state at each stop of the tour.
@MainActor
func tourStops() async -> [AppState] {
    let device = Device(.signedOut)
    var stops: [AppState] = []
    for (title, event) in tour {
        await device.takeStep(title, event)
        if let state = device.restoredExampleState() {
            stops.append(state)
        }
    }
    return stops
}

@MainActor
func runTourScenarios() async {
    var stops: [AppState] = []
    await asyncScenario("the tour: every screen and transition of the example app") {
        let device = Device(.signedOut)
        device.expectAgreement("at launch")
        for (index, (title, event)) in tour.enumerated() {
            await device.takeStep(title, event)
            device.expectAgreement("after tap \(index): \(title) \(event)")
            guard let state = device.restoredExampleState() else {
                return expect(false, "the state restores after tap \(index)")
            }
            stops.append(state)
        }
        expectEqual(device.screen, ["root [welcome]"], "the tour ends signed out")
        expectEqual(device.screens.made["tutorial"], 2, "a screen is made once per visit")
    }

    await asyncScenario("at every stop of the tour, the restored app shows the same") {
        let original = Device(.signedOut)
        for (index, (title, event)) in tour.enumerated() {
            await original.takeStep(title, event)
            let screen = original.screen
            guard index < stops.count else { break }
            let restored = Device(.signedOut, state: stops[index])
            expectEqual(restored.screen, screen, "restored at stop \(index)")
            restored.expectAgreement("restored at stop \(index)")
        }
    }

    scenario("at every stop, system back, the swipe and the pull-down leave flows and screen in agreement") {
        for (index, state) in stops.enumerated() {
            for gesture in ["back", "swipe", "menu", "pull"] {
                let device = Device(.signedOut, state: state)
                guard let navigation = device.visibleNavigation else { continue }
                let before = device.flowTop
                let done: Bool
                switch gesture {
                case "back": done = UIKitModel.User.tapBack(navigation)
                case "swipe": done = UIKitModel.User.swipeBack(navigation)
                case "menu": done = UIKitModel.User.pickInBackMenu(navigation, index: 0)
                default: done = UIKitModel.User.pullDown(device.window)
                }
                device.settle()
                device.expectAgreement("after \(gesture) at stop \(index)")
                if !done {
                    expectEqual(device.flowTop, before, "nothing moved after a refused \(gesture) at stop \(index)")
                }
            }
        }
    }

    scenario("at every stop, every deep link opens in agreement") {
        for (index, state) in stops.enumerated() {
            for link in links {
                let device = Device(.signedOut, state: state)
                let opened = device.app.open(URL(string: link)!)
                device.settle()
                device.expectAgreement("after \(link) at stop \(index) (opened: \(opened))")
            }
        }
    }
}
