// What an app implements, for the drivers: the answers to the decisions, and screens as text. The factory keeps the
// sender of the last screen it made of each step, so that a scenario can tap it like a user.

import FlowcRuntime
import Foundation
import Models

extension Attachment: DriverSample {
  static func sample(_ tag: Int) -> Attachment { Attachment(name: "v\(tag)") }
}

extension LoginMode: DriverSample {
  static func sample(_ tag: Int) -> LoginMode { tag.isMultiple(of: 2) ? .login : .register }
}

extension Player: DriverSample {
  static func sample(_ tag: Int) -> Player { Player(url: "v\(tag)") }
}

extension Models.StillFlow: DriverSample {
  static func sample(_ tag: Int) -> Models.StillFlow { Models.StillFlow(origin: "v\(tag)") }
}

let userID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
let otherUserID = UUID(uuidString: "0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9")!
let materialID = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!

/// The app's answers; each scenario sets the ones it needs.
@MainActor
final class TestDecisions: AppDecisions, AssessmentDecisions, RulingDecisions, KeywordsDecisions, ShapesDecisions,
  LockDecisions, LinkBrowserDecisions, ShellDecisions, WebAuthDecisions, RestoreDecisions, ProfileDecisions,
  LiveRoomDecisions
{
  /// The proxies LiveRoom's async work was given (format v2: a live value, as itself).
  var refreshedProxies: [RoomProxy] = []
  func refreshing(proxy: RoomProxy, input: LiveRoomInput) async -> LiveRoomChoice.Refreshing {
    refreshedProxies.append(proxy)
    return .fresh
  }

  // Restore (format v2): async answers the scenarios give, or that end when the work is cancelled.
  var restoringAnswer: CheckedContinuation<RestoreChoice.Restoring, Never>?
  var checkingAnswer: CheckedContinuation<RestoreChoice.Checking, Never>?
  /// What the async questions were asked, and which of them saw their work cancelled.
  var asked: [String] = []
  var cancelled: [String] = []
  var gateCodes: [String] = []

  func restoring(input: RestoreInput) async -> RestoreChoice.Restoring {
    asked.append("restoring")
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { return continuation.resume(returning: .expired) }
        restoringAnswer = continuation
      }
    } onCancel: {
      Task { @MainActor in
        self.cancelled.append("restoring")
        self.restoringAnswer?.resume(returning: .expired)
        self.restoringAnswer = nil
      }
    }
  }

  // Profile (the example app): revoking the session, answered by the scenarios.
  var signingOutAnswer: CheckedContinuation<ProfileChoice.SigningOut, Never>?

  func signingOut(input: ProfileInput) async -> ProfileChoice.SigningOut {
    asked.append("signingOut")
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { return continuation.resume(returning: .failed) }
        signingOutAnswer = continuation
      }
    } onCancel: {
      Task { @MainActor in
        self.cancelled.append("signingOut")
        self.signingOutAnswer?.resume(returning: .failed)
        self.signingOutAnswer = nil
      }
    }
  }

  func gate(code: String, input: RestoreInput) -> RestoreChoice.Gate {
    gateCodes.append(code)
    return code.count == 6 ? .plausible : .tooShort
  }

  func checking(code: String, input: RestoreInput) async -> RestoreChoice.Checking {
    asked.append("checking(\(code))")
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { return continuation.resume(returning: .invalid) }
        checkingAnswer = continuation
      }
    } onCancel: {
      Task { @MainActor in
        self.cancelled.append("checking")
        self.checkingAnswer?.resume(returning: .invalid)
        self.checkingAnswer = nil
      }
    }
  }

  var launch = AppChoice.Launch.signedOut
  var launchQuestions: [AppInput] = []
  var grading = AssessmentChoice.Grading.passed(score: 90)
  var gradingQuestions: [AssessmentInput] = []
  var check = RulingChoice.Check.onward(code: 5)
  var keywordsAny = KeywordsChoice.`Any`.`is`(in: 3)
  var gate = ShapesChoice.Gate.alone
  var unlock = LockChoice.Unlock.needsPin
  var method = LockChoice.Method.scan
  var shellLaunch = ShellChoice.Launch.signedOut
  var web = WebAuthChoice.Web.failed

  func gate(input: LinkBrowserInput) -> LinkBrowserChoice.Gate { .show }

  func launch(input: AppInput) -> AppChoice.Launch {
    launchQuestions.append(input)
    return launch
  }

  /// The answers each grading read (format v2: a decision's params).
  var gradedAnswers: [[Int]] = []

  func grading(answers: [Int], input: AssessmentInput) -> AssessmentChoice.Grading {
    gradingQuestions.append(input)
    gradedAnswers.append(answers)
    return grading
  }

  func check(input: RulingInput) -> RulingChoice.Check { check }

  func `any`(input: KeywordsInput) -> KeywordsChoice.`Any` { keywordsAny }

  func gate(input: ShapesInput) -> ShapesChoice.Gate { gate }

  func unlock(input: LockInput) -> LockChoice.Unlock { unlock }

  func method(input: LockInput) -> LockChoice.Method { method }

  func launch(input: ShellInput) -> ShellChoice.Launch { shellLaunch }

  func web(input: WebAuthInput) -> WebAuthChoice.Web { web }
}

/// Screens as text (`login(ada@example.com)`); keeps each step's last sender.
@MainActor
final class TextScreens: AppScreens, AuthScreens, OnboardingScreens, MaterialsScreens,
  AssessmentScreens, ProfileScreens, RulingScreens, LeafScreens, WrapperScreens,
  KeywordsScreens, LinkRootScreens, LinkMiddleScreens, LinkLeafScreens, StillScreens,
  LockScreens, VaultScreens, PrefsScreens, LinkHomeScreens, LinkItemScreens,
  LinkBrowserScreens, LinkHistoryScreens, LinkTabsScreens,
  ShellScreens, WebAuthScreens, ComposeScreens, TopicsScreens, GatewayScreens, SignInScreens,
  OptionsScreens, MemberScreens, LogoutScreens, SessionScreens, ChatsScreens, CallsScreens, InboxScreens,
  RestoreScreens, LiveRoomScreens, ServersScreens, ServerRoomScreens, PermalinksScreens, HoldSessionScreens,
  HoldInboxScreens,
  DropSessionScreens, LiveRoomsScreens, TrayBrowserScreens, TrayTabsScreens, TrayPrivateScreens,
  ArgsShelfScreens, ArgsReaderScreens, GuardScreens, GuardSessionScreens
{
  // Guard, GuardSession (test flows: a child ending under its parent's modal)
  func signedOut(send: FlowSender<GuardEvent.SignedOut>) -> String { screen("signedOut", send) }
  func guardLock(send: FlowSender<GuardEvent.GuardLock>) -> String { screen("guardLock", send) }
  func guardHome(send: FlowSender<GuardSessionEvent.GuardHome>) -> String { screen("guardHome", send) }
  func guardDetail(send: FlowSender<GuardSessionEvent.GuardDetail>) -> String { screen("guardDetail", send) }
  // ArgsShelf, ArgsReader (test flows: a link through a step with constants)
  func shelf(send: FlowSender<ArgsShelfEvent.Shelf>) -> String { screen("shelf", send) }
  func page(mode: String, send: FlowSender<ArgsReaderEvent.Page>) -> String { screen("page", send, mode) }
  func readerSettings(send: FlowSender<ArgsReaderEvent.ReaderSettings>) -> String { screen("readerSettings", send) }
  // TrayBrowser (test flows: values handed back from a tabs step)
  var pageReceived: [String?] = []
  func page(
    tabId: String?, send: FlowSender<TrayBrowserEvent.Page>, receive: FlowReceiver<TrayBrowserReceived.Page>
  ) -> String {
    receive.onReceive { [weak self] values in self?.pageReceived.append(values.tabId) }
    return screen("page", send, tabId)
  }
  func trayGrid(send: FlowSender<TrayTabsEvent.TrayGrid>) -> String { screen("trayGrid", send) }
  func trayPrivateGrid(send: FlowSender<TrayPrivateEvent.TrayPrivateGrid>) -> String {
    screen("trayPrivateGrid", send)
  }
  func rooms(send: FlowSender<LiveRoomsEvent.Rooms>) -> String { screen("rooms", send) }
  func dropVerify(send: FlowSender<DropSessionEvent.DropVerify>) -> String { screen("dropVerify", send) }
  // HoldSession, HoldInbox (test flows: a link held further down)
  func holdVerify(send: FlowSender<HoldSessionEvent.HoldVerify>) -> String { screen("holdVerify", send) }
  func holdInbox(account: String, send: FlowSender<HoldInboxEvent.HoldInbox>) -> String {
    screen("holdInbox", send, account)
  }
  func holdMessage(messageId: Int, send: FlowSender<HoldInboxEvent.HoldMessage>) -> String {
    screen("holdMessage", send, messageId)
  }

  private var senders: [String: Any] = [:]
  /// How many screens it made (a host makes each screen once).
  var made = 0

  /// The sender of the last screen made for `step`.
  func sender<Event>(_ step: String, _ type: Event.Type = Event.self) -> FlowSender<Event>? {
    senders[step] as? FlowSender<Event>
  }

  private func screen<Event>(_ step: String, _ send: FlowSender<Event>, _ values: Any?...) -> String {
    senders[step] = send
    made += 1
    let shown = values.map { value in value.map { "\($0)" } ?? "-" }
    return shown.isEmpty ? step : "\(step)(\(shown.joined(separator: ", ")))"
  }

  // LiveRoom (test flow: live values): the proxies the screens got, in order.
  var proxies: [RoomProxy] = []
  func timeline(proxy: RoomProxy, send: FlowSender<LiveRoomEvent.Timeline>) -> String {
    proxies.append(proxy)
    return screen("timeline", send, proxy.id)
  }
  func roomDetails(proxy: RoomProxy, send: FlowSender<LiveRoomEvent.RoomDetails>) -> String {
    proxies.append(proxy)
    return screen("roomDetails", send, proxy.id)
  }

  // Permalinks (test flow: links bound to a host, read from the fragment)
  func home(send: FlowSender<PermalinksEvent.Home>) -> String { screen("home", send) }
  func room(roomId: String, via: [String], send: FlowSender<PermalinksEvent.Room>) -> String {
    screen("room", send, roomId, via.joined(separator: "|"))
  }
  func message(roomId: String, eventId: String, send: FlowSender<PermalinksEvent.Message>) -> String {
    screen("message", send, roomId, eventId)
  }

  // Servers (test flow: a repeated query item)
  func list(send: FlowSender<ServersEvent.List>) -> String { screen("list", send) }
  func join(alias: String, via: [String], send: FlowSender<ServersEvent.Join>) -> String {
    screen("join", send, alias, via.joined(separator: "|"))
  }
  func roomTimeline(alias: String, via: [String], send: FlowSender<ServerRoomEvent.RoomTimeline>) -> String {
    screen("roomTimeline", send, alias, via.joined(separator: "|"))
  }

  // Restore (test flow: async decisions)
  func signIn(send: FlowSender<RestoreEvent.SignIn>) -> String { screen("signIn", send) }
  func failure(message: String, send: FlowSender<RestoreEvent.Failure>) -> String {
    screen("failure", send, message)
  }

  // Session, Chats, Calls, Inbox (test flows: requests and app events)
  func settings(send: FlowSender<SessionEvent.Settings>) -> String { screen("settings", send) }
  func composer(send: FlowSender<SessionEvent.Composer>) -> String { screen("composer", send) }
  func lock(send: FlowSender<SessionEvent.Lock>) -> String { screen("lock", send) }
  func callReport(callId: String, send: FlowSender<SessionEvent.CallReport>) -> String {
    screen("callReport", send, callId)
  }
  func call(roomId: String, send: FlowSender<SessionEvent.Call>) -> String { screen("call", send, roomId) }
  func list(send: FlowSender<ChatsEvent.List>) -> String { screen("list", send) }
  func room(roomId: String, send: FlowSender<ChatsEvent.Room>) -> String { screen("room", send, roomId) }
  func history(send: FlowSender<CallsEvent.History>) -> String { screen("history", send) }
  func inboxSettings(send: FlowSender<InboxEvent.InboxSettings>) -> String { screen("inboxSettings", send) }
  func inboxCall(roomId: String, send: FlowSender<InboxEvent.InboxCall>) -> String {
    screen("inboxCall", send, roomId)
  }

  // App
  func welcome(send: FlowSender<AppEvent.Welcome>) -> String { screen("welcome", send) }
  func paywall(materialId: UUID, send: FlowSender<AppEvent.Paywall>) -> String {
    screen("paywall", send, materialId.uuidString.prefix(4))
  }
  func forceUpdate(minimumVersion: String, send: FlowSender<AppEvent.ForceUpdate>) -> String {
    screen("forceUpdate", send, minimumVersion)
  }

  // Auth
  func login(email: String?, send: FlowSender<AuthEvent.Login>) -> String { screen("login", send, email) }
  func verifyCode(email: String, send: FlowSender<AuthEvent.VerifyCode>) -> String { screen("verifyCode", send, email) }
  func resetPassword(email: String?, send: FlowSender<AuthEvent.ResetPassword>) -> String {
    screen("resetPassword", send, email)
  }
  func resetLinkSent(email: String, send: FlowSender<AuthEvent.ResetLinkSent>) -> String {
    screen("resetLinkSent", send, email)
  }

  // Onboarding
  func welcome(email: String?, send: FlowSender<OnboardingEvent.Welcome>) -> String {
    screen("onboardingWelcome", send, email)
  }
  func createAccount(email: String?, send: FlowSender<OnboardingEvent.CreateAccount>) -> String {
    screen("createAccount", send, email)
  }
  func permissions(userId: UUID, send: FlowSender<OnboardingEvent.Permissions>) -> String {
    screen("permissions", send, userId.uuidString.prefix(4))
  }
  func tutorial(userId: UUID, notificationsEnabled: Bool?, send: FlowSender<OnboardingEvent.Tutorial>) -> String {
    screen("tutorial", send, userId.uuidString.prefix(4), notificationsEnabled)
  }

  // Materials
  /// What the lists made received from the topic picker (a scenario empties it first).
  var listReceived: [String?] = []
  func list(
    topic: String?, downloadedOnly: Bool?, send: FlowSender<MaterialsEvent.List>,
    receive: FlowReceiver<MaterialsReceived.List>
  ) -> String {
    receive.onReceive { [weak self] values in self?.listReceived.append(values.topic) }
    return screen("list", send, topic, downloadedOnly)
  }
  func topicPicker(topics: [String], topic: String?, send: FlowSender<MaterialsEvent.TopicPicker>) -> String {
    screen("topicPicker", send, topics.joined(separator: "|"), topic)
  }
  func search(query: String?, send: FlowSender<MaterialsEvent.Search>) -> String { screen("search", send, query) }
  func detail(materialId: UUID, tab: String?, send: FlowSender<MaterialsEvent.Detail>) -> String {
    screen("detail", send, materialId.uuidString.prefix(4), tab)
  }
  func attachment(
    attachment: Attachment, materialId: UUID, player: Player, send: FlowSender<MaterialsEvent.Attachment>
  ) -> String {
    screen("attachment", send, attachment.name, materialId.uuidString.prefix(4), player.url)
  }

  // Assessment
  func intro(title: String, questionCount: Int?, send: FlowSender<AssessmentEvent.Intro>) -> String {
    screen("intro", send, title, questionCount)
  }
  func questions(materialId: UUID, send: FlowSender<AssessmentEvent.Questions>) -> String {
    screen("questions", send, materialId.uuidString.prefix(4))
  }
  func review(answers: [Int], send: FlowSender<AssessmentEvent.Review>) -> String {
    screen("review", send, answers.map(String.init).joined(separator: "|"))
  }
  func result(title: String, score: Int, send: FlowSender<AssessmentEvent.Result>) -> String {
    screen("result", send, title, score)
  }
  func feedback(score: Int, mistakes: [Int: String], send: FlowSender<AssessmentEvent.Feedback>) -> String {
    screen("feedback", send, score, mistakes.count)
  }

  // Profile
  func overview(userId: UUID, send: FlowSender<ProfileEvent.Overview>) -> String {
    screen("overview", send, userId.uuidString.prefix(4))
  }
  func editProfile(userId: UUID, send: FlowSender<ProfileEvent.EditProfile>) -> String {
    screen("editProfile", send, userId.uuidString.prefix(4))
  }
  func settings(section: String?, send: FlowSender<ProfileEvent.Settings>) -> String {
    screen("settings", send, section)
  }
  func notifications(preferences: [String: Bool], send: FlowSender<ProfileEvent.Notifications>) -> String {
    screen("notifications", send, preferences.count)
  }
  func help(topic: String?, send: FlowSender<ProfileEvent.Help>) -> String { screen("help", send, topic) }
  func deleteAccount(userId: UUID, send: FlowSender<ProfileEvent.DeleteAccount>) -> String {
    screen("deleteAccount", send, userId.uuidString.prefix(4))
  }

  // Ruling, Leaf, Wrapper (test flows)
  func root(send: FlowSender<RulingEvent.Root>) -> String { screen("root", send) }
  func sheetRoot(send: FlowSender<RulingEvent.SheetRoot>) -> String { screen("sheetRoot", send) }
  func next(code: Int?, send: FlowSender<RulingEvent.Next>) -> String { screen("next", send, code) }
  func leafScreen(send: FlowSender<LeafEvent.LeafScreen>) -> String { screen("leafScreen", send) }
  func leafNext(send: FlowSender<LeafEvent.LeafNext>) -> String { screen("leafNext", send) }
  func after(send: FlowSender<WrapperEvent.After>) -> String { screen("after", send) }

  // LinkRoot, LinkMiddle, LinkLeaf (test flows)
  func home(send: FlowSender<LinkRootEvent.Home>) -> String { screen("home", send) }
  func mid(send: FlowSender<LinkMiddleEvent.Mid>) -> String { screen("mid", send) }
  func code(code: UUID, send: FlowSender<LinkMiddleEvent.Code>) -> String { screen("code", send, code) }
  func top(send: FlowSender<LinkLeafEvent.Top>) -> String { screen("top", send) }
  func deep(n: Int, ratio: Double?, send: FlowSender<LinkLeafEvent.Deep>) -> String { screen("deep", send, n, ratio) }

  // Compose (test flow)
  func draft(send: FlowSender<ComposeEvent.Draft>) -> String { screen("draft", send) }
  func attachments(send: FlowSender<ComposeEvent.Attachments>) -> String { screen("attachments", send) }
  func recipients(send: FlowSender<ComposeEvent.Recipients>) -> String { screen("recipients", send) }
  func sending(send: FlowSender<ComposeEvent.Sending>) -> String { screen("sending", send) }
  func savedDraft(send: FlowSender<ComposeEvent.SavedDraft>) -> String { screen("savedDraft", send) }

  // Logout (test flow): its alerts are no screens of the app's
  func settingsHome(send: FlowSender<LogoutEvent.SettingsHome>) -> String { screen("settingsHome", send) }
  func deletedItem(itemId: String, send: FlowSender<LogoutEvent.DeletedItem>) -> String {
    screen("deletedItem", send, itemId)
  }

  // Options, Member (test flows)
  func optionList(userId: String, send: FlowSender<OptionsEvent.OptionList>) -> String {
    screen("optionList", send, userId)
  }
  func privacyOptions(userId: String, section: String?, send: FlowSender<OptionsEvent.PrivacyOptions>) -> String {
    screen("privacyOptions", send, userId, section)
  }
  func aboutOptions(send: FlowSender<OptionsEvent.AboutOptions>) -> String { screen("aboutOptions", send) }
  func memberHome(send: FlowSender<MemberEvent.MemberHome>) -> String { screen("memberHome", send) }

  // Gateway, SignIn (test flows)
  func door(send: FlowSender<GatewayEvent.Door>) -> String { screen("door", send) }
  func limits(
    title: String, retries: Int, timeout: Double, banner: String?, strict: Bool, send: FlowSender<GatewayEvent.Limits>
  ) -> String {
    screen("limits", send, title, retries, timeout, banner, strict)
  }
  func credentials(mode: LoginMode, isNewLogin: Bool, send: FlowSender<SignInEvent.Credentials>) -> String {
    screen("credentials", send, mode.rawValue, isNewLogin)
  }

  // Topics (test flow)
  /// The receiver of the last topic list made.
  var topicListReceiver: FlowReceiver<TopicsReceived.TopicList>?
  func topicList(send: FlowSender<TopicsEvent.TopicList>, receive: FlowReceiver<TopicsReceived.TopicList>) -> String {
    topicListReceiver = receive
    return screen("topicList", send)
  }
  func chooser(send: FlowSender<TopicsEvent.Chooser>) -> String { screen("chooser", send) }
  func moreChoices(send: FlowSender<TopicsEvent.MoreChoices>) -> String { screen("moreChoices", send) }
  func finder(send: FlowSender<TopicsEvent.Finder>) -> String { screen("finder", send) }
  func findResult(send: FlowSender<TopicsEvent.FindResult>) -> String { screen("findResult", send) }
  func qrCode(send: FlowSender<TopicsEvent.QrCode>) -> String { screen("qrCode", send) }
  func manualLogin(send: FlowSender<TopicsEvent.ManualLogin>) -> String { screen("manualLogin", send) }
  func room(topic: String, send: FlowSender<TopicsEvent.Room>) -> String { screen("room", send, topic) }

  // Lock, Vault, Prefs (test flows)
  func pin(send: FlowSender<LockEvent.Pin>) -> String { screen("pin", send) }
  func scan(send: FlowSender<LockEvent.Scan>) -> String { screen("scan", send) }
  func hint(send: FlowSender<LockEvent.Hint>) -> String { screen("hint", send) }
  func home(send: FlowSender<VaultEvent.Home>) -> String { screen("vaultHome", send) }
  func secrets(send: FlowSender<VaultEvent.Secrets>) -> String { screen("secrets", send) }
  func settingsSheet(send: FlowSender<VaultEvent.SettingsSheet>) -> String { screen("settingsSheet", send) }
  func form(send: FlowSender<PrefsEvent.Form>) -> String { screen("form", send) }
  func advanced(send: FlowSender<PrefsEvent.Advanced>) -> String { screen("advanced", send) }

  // LinkHome, LinkItem (test flows)
  func home(provider: String?, hint: String?, send: FlowSender<LinkHomeEvent.Home>) -> String {
    screen("home", send, provider, hint)
  }
  func detail(itemId: String, rating: Int?, send: FlowSender<LinkItemEvent.Detail>) -> String {
    screen("detail", send, itemId, rating)
  }

  // LinkBrowser, LinkHistory (test flows)
  func launch(send: FlowSender<LinkBrowserEvent.Launch>) -> String { screen("launch", send) }
  func browser(address: String?, send: FlowSender<LinkBrowserEvent.Browser>) -> String {
    screen("browser", send, address)
  }
  func settings(profile: String, send: FlowSender<LinkBrowserEvent.Settings>) -> String {
    screen("settings", send, profile)
  }
  func about(send: FlowSender<LinkBrowserEvent.About>) -> String { screen("about", send) }
  func list(send: FlowSender<LinkHistoryEvent.List>) -> String { screen("list", send) }

  // LinkTabs (test flow)
  func hub(send: FlowSender<LinkTabsEvent.Hub>) -> String { screen("hub", send) }

  // Shell, WebAuth (test flows)
  func shellHome(send: FlowSender<ShellEvent.ShellHome>) -> String { screen("shellHome", send) }
  func webStart(send: FlowSender<WebAuthEvent.WebStart>) -> String { screen("webStart", send) }

  // Still (test flow)
  func only(send: FlowSender<StillEvent.Only>) -> String { screen("only", send) }

  // Keywords (test flow)
  func `default`(default: String?, self: Int?, send: FlowSender<KeywordsEvent.Default>) -> String {
    screen("default", send, `default`, `self`)
  }
  func type(in: Int, input: String?, event: String?, send: FlowSender<KeywordsEvent.TypeStep>) -> String {
    screen("type", send, `in`, input, event)
  }
  func `protocol`(send: FlowSender<KeywordsEvent.ProtocolStep>) -> String { screen("protocol", send) }
  func `self`(send: String, route: Int?, match: Bool?, send sender: FlowSender<KeywordsEvent.`Self`>) -> String {
    screen("self", sender, send, route, match)
  }
}

/// What a host would show: one line per stack, e.g. `push: login(-) > verifyCode(a@b)`, `sheet: resetPassword(-)`;
/// a tab container as `[Materials: list(-, -) | *Profile: overview(E621)]`, the selected tab starred.
@MainActor
func render(_ root: any FlowNode<String>, _ screens: TextScreens) -> [String] {
  FlowLayout(screens: root.screens).stacks.map { stack in
    "\(stack.style.rawValue): " + stack.screens.map { show($0, screens) }.joined(separator: " > ")
  }
}

@MainActor
private func show(_ screen: FlowScreen<String>, _ screens: TextScreens) -> String {
  if let alert = screen.alert {
    return "\(alert.title) ["
      + alert.buttons.map { $0.title + ($0.role.map { "(\($0.rawValue))" } ?? "") }
      .joined(separator: ", ") + "]"
  }
  if let loading = screen.loading { return "loading(\(loading.stepName))" }
  guard let tabs = screen.tabs else { return screen.make() ?? "no screen" }
  let shown = tabs.tabs.enumerated().map { index, tab in
    let stacks = FlowLayout(screens: tab.screens).stacks.map { stack in
      stack.screens.map { show($0, screens) }.joined(separator: " > ")
    }
    return (index == tabs.selectedIndex ? "*" : "") + "\(tab.flowName): " + stacks.joined(separator: " / ")
  }
  return "[" + shown.joined(separator: " | ") + "]"
}

@MainActor let decisions = TestDecisions()
@MainActor let screens = TextScreens()

// MARK: - Wiring

// Each flow wired as an app would wire it: its screens and answers from the shared test objects, and the wiring of
// each flow it starts.

@MainActor
func appWiring() -> AppWiring<String> {
  AppWiring(
    screens: screens,
    decisions: decisions,
    auth: authWiring(),
    materials: materialsWiring(),
    profile: profileWiring()
  )
}

@MainActor
func assessmentWiring() -> AssessmentWiring<String> { AssessmentWiring(screens: screens, decisions: decisions) }

@MainActor
func authWiring() -> AuthWiring<String> { AuthWiring(screens: screens, onboarding: onboardingWiring()) }

@MainActor
func keywordsWiring() -> KeywordsWiring<String> { KeywordsWiring(screens: screens, decisions: decisions) }

@MainActor
func leafWiring() -> LeafWiring<String> { LeafWiring(screens: screens) }

@MainActor
func linkBrowserWiring() -> LinkBrowserWiring<String> {
  LinkBrowserWiring(screens: screens, decisions: decisions, linkHistory: linkHistoryWiring())
}

@MainActor
func linkHistoryWiring() -> LinkHistoryWiring<String> { LinkHistoryWiring(screens: screens) }

@MainActor
func linkHomeWiring() -> LinkHomeWiring<String> { LinkHomeWiring(screens: screens, linkItem: linkItemWiring()) }

@MainActor
func linkItemWiring() -> LinkItemWiring<String> { LinkItemWiring(screens: screens) }

@MainActor
func linkLeafWiring() -> LinkLeafWiring<String> { LinkLeafWiring(screens: screens) }

@MainActor
func linkMiddleWiring() -> LinkMiddleWiring<String> { LinkMiddleWiring(screens: screens, linkLeaf: linkLeafWiring()) }

@MainActor
func linkRootWiring() -> LinkRootWiring<String> {
  LinkRootWiring(screens: screens, linkMiddle: linkMiddleWiring(), linkLeaf: linkLeafWiring())
}

@MainActor
func linkTabsWiring() -> LinkTabsWiring<String> {
  LinkTabsWiring(screens: screens, linkHistory: linkHistoryWiring(), linkItem: linkItemWiring())
}

@MainActor
func lockWiring() -> LockWiring<String> { LockWiring(screens: screens, decisions: decisions) }

@MainActor
func materialsWiring() -> MaterialsWiring<String> { MaterialsWiring(screens: screens, assessment: assessmentWiring()) }

@MainActor
func onboardingWiring() -> OnboardingWiring<String> { OnboardingWiring(screens: screens) }

@MainActor
func prefsWiring() -> PrefsWiring<String> { PrefsWiring(screens: screens) }

@MainActor
func profileWiring() -> ProfileWiring<String> { ProfileWiring(screens: screens, decisions: decisions) }

@MainActor
func rulingWiring() -> RulingWiring<String> { RulingWiring(screens: screens, decisions: decisions, leaf: leafWiring()) }

@MainActor
func shapesWiring() -> ShapesWiring<String> {
  ShapesWiring(decisions: decisions, still: stillWiring(), wrapper: wrapperWiring())
}

@MainActor
func shellWiring() -> ShellWiring<String> {
  ShellWiring(screens: screens, decisions: decisions, webAuth: webAuthWiring())
}

@MainActor
func dropRootWiring() -> DropRootWiring<String> {
  DropRootWiring(dropSession: DropSessionWiring(screens: screens, holdInbox: HoldInboxWiring(screens: screens)))
}

@MainActor
func trayBrowserWiring() -> TrayBrowserWiring<String> {
  TrayBrowserWiring(
    screens: screens, trayTabs: TrayTabsWiring(screens: screens), trayPrivate: TrayPrivateWiring(screens: screens))
}

@MainActor
func argsShelfWiring() -> ArgsShelfWiring<String> {
  ArgsShelfWiring(screens: screens, argsReader: ArgsReaderWiring(screens: screens))
}

@MainActor
func guardWiring() -> GuardWiring<String> {
  GuardWiring(screens: screens, guardSession: GuardSessionWiring(screens: screens))
}

@MainActor
func holdRootWiring() -> HoldRootWiring<String> {
  HoldRootWiring(holdSession: HoldSessionWiring(screens: screens, holdInbox: HoldInboxWiring(screens: screens)))
}

@MainActor
func stillWiring() -> StillWiring<String> { StillWiring(screens: screens) }

@MainActor
func vaultWiring() -> VaultWiring<String> { VaultWiring(screens: screens, lock: lockWiring(), prefs: prefsWiring()) }

@MainActor
func serversWiring() -> ServersWiring<String> {
  ServersWiring(screens: screens, serverRoom: ServerRoomWiring(screens: screens))
}

@MainActor
func logoutWiring() -> LogoutWiring<String> { LogoutWiring(screens: screens) }

@MainActor
func optionsWiring() -> OptionsWiring<String> { OptionsWiring(screens: screens) }

@MainActor
func memberWiring() -> MemberWiring<String> {
  MemberWiring(screens: screens, options: optionsWiring())
}

@MainActor
func quickGateWiring() -> QuickGateWiring<String> { QuickGateWiring(signIn: SignInWiring(screens: screens)) }

@MainActor
func gatewayWiring() -> GatewayWiring<String> {
  GatewayWiring(screens: screens, signIn: SignInWiring(screens: screens))
}

@MainActor
func topicsWiring() -> TopicsWiring<String> { TopicsWiring(screens: screens) }

@MainActor
func chatsWiring() -> ChatsWiring<String> { ChatsWiring(screens: screens) }

@MainActor
func sessionWiring() -> SessionWiring<String> {
  SessionWiring(screens: screens, chats: chatsWiring(), calls: CallsWiring(screens: screens))
}

@MainActor
func inboxWiring() -> InboxWiring<String> { InboxWiring(screens: screens, chats: chatsWiring()) }

@MainActor
func liveRoomWiring() -> LiveRoomWiring<String> { LiveRoomWiring(screens: screens, decisions: decisions) }

@MainActor
func liveRoomsWiring() -> LiveRoomsWiring<String> { LiveRoomsWiring(screens: screens, liveRoom: liveRoomWiring()) }

@MainActor
func restoreWiring() -> RestoreWiring<String> { RestoreWiring(screens: screens, decisions: decisions) }

@MainActor
func composeWiring() -> ComposeWiring<String> { ComposeWiring(screens: screens) }

@MainActor
func webAuthWiring() -> WebAuthWiring<String> { WebAuthWiring(screens: screens, decisions: decisions) }

@MainActor
func wrapperWiring() -> WrapperWiring<String> { WrapperWiring(screens: screens, leaf: leafWiring()) }
