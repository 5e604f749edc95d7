// The example app's screens as view controllers titled by their step, each holding its sender so that a scenario
// can tap it as the user would.

import FlowcRuntime
import Foundation
import Models
import UIKit

final class ScreenController: UIViewController {
    private let deliver: @MainActor (Any) -> Bool

    init<Event: Sendable>(_ title: String, _ send: FlowSender<Event>) {
        deliver = { event in
            guard let event = event as? Event else { return false }
            send(event)
            return true
        }
        super.init()
        self.title = title
    }

    /// Sends `event` as the screen's button would; false when the screen sends no such event.
    func tap(_ event: Any) -> Bool {
        deliver(event)
    }
}

@MainActor
final class ExampleScreens: AppScreens, AuthScreens, OnboardingScreens, MaterialsScreens, AssessmentScreens,
    ProfileScreens
{
    typealias Screen = UIViewController

    /// How many screens the wiring made, per step.
    var made: [String: Int] = [:]

    private func make<Event: Sendable>(_ title: String, _ send: FlowSender<Event>) -> UIViewController {
        made[title, default: 0] += 1
        return ScreenController(title, send)
    }

    func welcome(send: FlowSender<AppEvent.Welcome>) -> UIViewController { make("welcome", send) }
    func paywall(materialId: UUID, send: FlowSender<AppEvent.Paywall>) -> UIViewController { make("paywall", send) }
    func forceUpdate(minimumVersion: String, send: FlowSender<AppEvent.ForceUpdate>) -> UIViewController {
        make("forceUpdate", send)
    }
    func login(email: String?, send: FlowSender<AuthEvent.Login>) -> UIViewController { make("login", send) }
    func verifyCode(email: String, send: FlowSender<AuthEvent.VerifyCode>) -> UIViewController {
        make("verifyCode", send)
    }
    func resetPassword(email: String?, send: FlowSender<AuthEvent.ResetPassword>) -> UIViewController {
        make("resetPassword", send)
    }
    func resetLinkSent(email: String, send: FlowSender<AuthEvent.ResetLinkSent>) -> UIViewController {
        make("resetLinkSent", send)
    }
    func welcome(email: String?, send: FlowSender<OnboardingEvent.Welcome>) -> UIViewController {
        make("onboarding", send)
    }
    func createAccount(email: String?, send: FlowSender<OnboardingEvent.CreateAccount>) -> UIViewController {
        make("createAccount", send)
    }
    func permissions(userId: UUID, send: FlowSender<OnboardingEvent.Permissions>) -> UIViewController {
        make("permissions", send)
    }
    func tutorial(userId: UUID, notificationsEnabled: Bool?, send: FlowSender<OnboardingEvent.Tutorial>)
        -> UIViewController
    { make("tutorial", send) }
    func list(
        topic: String?, downloadedOnly: Bool?, send: FlowSender<MaterialsEvent.List>,
        receive: FlowReceiver<MaterialsReceived.List>
    ) -> UIViewController {
        make("list", send)
    }
    func topicPicker(topics: [String], topic: String?, send: FlowSender<MaterialsEvent.TopicPicker>)
        -> UIViewController
    { make("topicPicker", send) }
    func search(query: String?, send: FlowSender<MaterialsEvent.Search>) -> UIViewController { make("search", send) }
    func detail(materialId: UUID, tab: String?, send: FlowSender<MaterialsEvent.Detail>) -> UIViewController {
        make("detail", send)
    }
    func attachment(
        attachment: Attachment, materialId: UUID, player: Player, send: FlowSender<MaterialsEvent.Attachment>
    ) -> UIViewController { make("attachment", send) }
    func intro(title: String, questionCount: Int?, send: FlowSender<AssessmentEvent.Intro>) -> UIViewController {
        make("intro", send)
    }
    func questions(materialId: UUID, send: FlowSender<AssessmentEvent.Questions>) -> UIViewController {
        make("questions", send)
    }
    func review(answers: [Int], send: FlowSender<AssessmentEvent.Review>) -> UIViewController {
        make("review", send)
    }
    func result(title: String, score: Int, send: FlowSender<AssessmentEvent.Result>) -> UIViewController {
        make("result", send)
    }
    func feedback(score: Int, mistakes: [Int: String], send: FlowSender<AssessmentEvent.Feedback>) -> UIViewController {
        make("feedback", send)
    }
    func overview(userId: UUID, send: FlowSender<ProfileEvent.Overview>) -> UIViewController {
        make("overview", send)
    }
    func editProfile(userId: UUID, send: FlowSender<ProfileEvent.EditProfile>) -> UIViewController {
        make("editProfile", send)
    }
    func settings(section: String?, send: FlowSender<ProfileEvent.Settings>) -> UIViewController {
        make("settings", send)
    }
    func notifications(preferences: [String: Bool], send: FlowSender<ProfileEvent.Notifications>) -> UIViewController {
        make("notifications", send)
    }
    func help(topic: String?, send: FlowSender<ProfileEvent.Help>) -> UIViewController { make("help", send) }
    func deleteAccount(userId: UUID, send: FlowSender<ProfileEvent.DeleteAccount>) -> UIViewController {
        make("deleteAccount", send)
    }
}

@MainActor
final class ExampleDecisions: AppDecisions, AssessmentDecisions, ProfileDecisions {
    var launch = AppChoice.Launch.signedIn(userId: userID)
    var grading = AssessmentChoice.Grading.passed(score: 90)
    /// The answer of the sign-out's async work: given when the work runs, at the tour's next `work` step (until
    /// then, the loading screen shows).
    var signingOut = ProfileChoice.SigningOut.done

    func launch(input: AppInput) -> AppChoice.Launch { launch }
    func grading(answers: [Int], input: AssessmentInput) -> AssessmentChoice.Grading { grading }
    func signingOut(input: ProfileInput) async -> ProfileChoice.SigningOut { signingOut }
}

let userID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
let materialID = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!
