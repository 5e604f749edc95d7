// Scenarios of the example app's tab flows: Materials (with the Assessment quiz in a full-screen modal), Profile.

import FlowcRuntime
import Foundation
import Models

@MainActor
func makeMaterials() -> MaterialsCoordinator<String> {
  let materials = MaterialsCoordinator(input: MaterialsInput(), wiring: materialsWiring())
  materials.start()
  return materials
}

@MainActor
func runFlowScenarios() {
  test("materials: list, filter sheet, search, detail with its tab carried to related, attachment") {
    screens.listReceived = []
    let materials = makeMaterials()
    expectEqual(render(materials, screens), ["push: list(-, -)"])
    materials.send(.list(.filter(topics: ["swift", "ui"])))
    expectEqual(render(materials, screens), ["push: list(-, -)", "sheet: topicPicker(swift|ui, -)"])
    materials.send(.topicPicker(.picked(topic: "algebra")))
    expectEqual(render(materials, screens), ["push: list(-, -)"])
    expectEqual(screens.listReceived, ["algebra"], "the list receives the topic picked")
    materials.send(.list(.search))
    materials.send(.search(.open(materialId: materialID)))
    expectEqual(render(materials, screens), ["push: list(-, -) > search(-) > detail(1111, -)"])
    let state = MaterialsState(
      input: MaterialsInput(),
      path: [(.list(topic: nil, downloadedOnly: nil), .push), (.detail(materialId: materialID, tab: "notes"), .push)])
    materials.show(state)
    materials.send(.detail(.related(materialId: otherUserID)))
    expectEqual(materials.state.routes.last, .detail(materialId: otherUserID, tab: "notes"), "tab carried over by name")
    let player = Player(url: "v1")
    materials.send(.detail(.openAttachment(attachment: Attachment(name: "slides.pdf"), player: FlowLive(player))))
    expectEqual(materials.state.top?.style, .fullScreen, "the step's own present applies")
    expectEqual(
      materials.state.routes.last,
      .attachment(attachment: Attachment(name: "slides.pdf"), materialId: otherUserID, player: FlowLive(player)))
    guard case .attachment(_, _, let handed)? = materials.state.routes.last else { return fail("on the viewer") }
    expect(handed.value === player, "the viewer plays the detail's player itself (a live value)")
    materials.send(.attachment(.close))
    materials.send(.detail(.back))
    expectEqual(
      materials.state.routes, [.list(topic: nil, downloadedOnly: nil), .detail(materialId: materialID, tab: "notes")])
  }

  test("materials: takeQuiz runs Assessment full screen; passed pops to the list, closing the quiz") {
    decisions.grading = .passed(score: 95)
    decisions.gradingQuestions = []
    decisions.gradedAnswers = []
    let materials = makeMaterials()
    materials.send(.list(.search))
    materials.send(.search(.open(materialId: materialID)))
    materials.send(.detail(.takeQuiz(title: "Swift")))
    weak let quiz = child(of: materials, AssessmentCoordinator<String>.self)
    expectEqual(quiz?.state.input, AssessmentInput(materialId: materialID, title: "Swift"))
    expectEqual(
      render(materials, screens), ["push: list(-, -) > search(-) > detail(1111, -)", "fullScreen: intro(Swift, -)"])
    quiz?.send(.intro(.begin))
    quiz?.send(.questions(.answeredAll(answers: [1, 2])))
    quiz?.send(.review(.submit))
    expectEqual(decisions.gradingQuestions, [AssessmentInput(materialId: materialID, title: "Swift")])
    expectEqual(decisions.gradedAnswers, [[1, 2]], "grading reads the answers the review shows (format v2)")
    expectEqual(
      quiz?.state.routes, [.result(title: "Swift", score: 95)], "replace: the result is the quiz's only screen")
    quiz?.send(.result(.done))
    expect(quiz == nil, "the finished quiz is released")
    expectEqual(render(materials, screens), ["push: list(-, -)"])
  }

  test("assessment: failed replaces with feedback; retry replaces with intro; giveUp and quit end the quiz") {
    decisions.grading = .failed(score: 40, mistakes: [2: "no"])
    let quiz = AssessmentCoordinator(
      input: AssessmentInput(materialId: materialID, title: "T"), wiring: assessmentWiring())
    quiz.start()
    quiz.send(.intro(.begin))
    quiz.send(.questions(.answeredAll(answers: [3])))
    quiz.send(.review(.changeAnswers))
    expectEqual(quiz.state.routes.last, .questions(materialId: materialID))
    quiz.send(.questions(.answeredAll(answers: [4])))
    quiz.send(.review(.startOver))
    expectEqual(quiz.state.routes, [.intro(title: "T", questionCount: nil)])
    quiz.send(.intro(.begin))
    quiz.send(.questions(.answeredAll(answers: [5])))
    quiz.send(.review(.submit))
    expectEqual(quiz.state.routes, [.feedback(score: 40, mistakes: [2: "no"])])
    quiz.send(.feedback(.retry))
    expectEqual(quiz.state.routes, [.intro(title: "T", questionCount: nil)])
    quiz.send(.intro(.begin))
    quiz.send(.questions(.answeredAll(answers: [6])))
    quiz.send(.review(.submit))
    quiz.send(.feedback(.giveUp))
    expectEqual(quiz.result, .outcome(.failed(score: 40)))
    let other = AssessmentCoordinator(
      input: AssessmentInput(materialId: materialID, title: "T"), wiring: assessmentWiring())
    other.start()
    other.send(.intro(.begin))
    other.send(.questions(.quit))
    expectEqual(other.result, .outcome(.abandoned))
  }

  test("materials: a failed or abandoned quiz goes back to the detail screen") {
    decisions.grading = .failed(score: 10, mistakes: [:])
    let materials = makeMaterials()
    materials.send(.list(.open(materialId: materialID)))
    materials.send(.detail(.takeQuiz(title: "Swift")))
    child(of: materials, AssessmentCoordinator<String>.self)?.send(.intro(.close))
    expectEqual(render(materials, screens), ["push: list(-, -) > detail(1111, -)"])
    materials.send(.detail(.takeQuiz(title: "Swift")))
    let quiz = child(of: materials, AssessmentCoordinator<String>.self)
    quiz?.send(.intro(.begin))
    quiz?.send(.questions(.answeredAll(answers: [])))
    quiz?.send(.review(.submit))
    quiz?.send(.feedback(.giveUp))
    expectEqual(render(materials, screens), ["push: list(-, -) > detail(1111, -)"])
  }

  test("profile: sheets, pushes, full screen, and its outcomes") {
    let profile = ProfileCoordinator(input: ProfileInput(userId: userID), wiring: profileWiring())
    profile.start()
    profile.send(.overview(.edit))
    expectEqual(render(profile, screens), ["push: overview(E621)", "sheet: editProfile(E621)"])
    profile.send(.editProfile(.saved))
    profile.send(.overview(.help))
    expectEqual(render(profile, screens), ["push: overview(E621)", "sheet: help(-)"], "help's own present: sheet")
    profile.send(.help(.close))
    profile.send(.overview(.settings))
    profile.send(.settings(.help))
    expectEqual(render(profile, screens), ["push: overview(E621) > settings(-) > help(-)"], "present: push wins")
    profile.send(.help(.close))
    profile.send(.settings(.notifications(preferences: ["daily": true])))
    expectEqual(profile.state.routes.last, .notifications(preferences: ["daily": true]))
    profile.send(.notifications(.saved))
    profile.send(.settings(.deleteAccount))
    expectEqual(profile.state.top?.style, .fullScreen)
    profile.send(.deleteAccount(.cancel))
    expectEqual(profile.state.routes, [.overview(userId: userID), .settings(section: nil)])
    profile.send(.settings(.back))
    profile.send(.overview(.signOut))
    expectEqual(profile.screens.last?.alert?.title, "Sign out?", "it asks first")
    profile.send(.confirmSignOut(.cancel))
    expectEqual(profile.state.routes, [.overview(userId: userID)])
    // Signing out itself is async work: ScenariosAsync drives it.
  }

  test("runtime: events of a screen no longer on top, or of an earlier visit, are ignored") {
    let auth = AuthCoordinator(input: AuthInput(), wiring: authWiring())
    auth.start()
    _ = render(auth, screens)
    let loginSend = screens.sender("login", AuthEvent.Login.self)
    loginSend?(.submit(email: "1"))
    loginSend?(.submit(email: "2"))
    expectEqual(auth.state.routes, [.login(email: nil), .verifyCode(email: "1")])
    auth.send(.verifyCode(.back))
    loginSend?(.submit(email: "3"))
    expectEqual(auth.state.routes.last, .verifyCode(email: "3"), "login is on top again")
    let materials = makeMaterials()
    materials.send(.list(.open(materialId: materialID)))
    _ = render(materials, screens)
    let firstVisit = screens.sender("detail", MaterialsEvent.Detail.self)
    firstVisit?(.related(materialId: otherUserID))
    expectEqual(materials.state.routes.count, 3)
    firstVisit?(.back)
    expectEqual(materials.state.routes.count, 3, "the first detail is no longer on top")
  }

  test("runtime: observers hear of each change once, children's included") {
    let auth = AuthCoordinator(input: AuthInput(), wiring: authWiring())
    auth.start()
    var changes = 0
    auth.observe { if case .state = $0 { changes += 1 } }
    auth.send(.login(.register))
    expectEqual(changes, 1)
    child(of: auth, OnboardingCoordinator<String>.self)?.send(.welcome(.getStarted))
    expectEqual(changes, 2)
    auth.send(.verifyCode(.back))
    expectEqual(changes, 2, "an event the top step does not have changes nothing")
    var states: [AuthState] = []
    auth.observe { if case .state(let state) = $0 { states.append(state) } }
    child(of: auth, OnboardingCoordinator<String>.self)?.send(.createAccount(.back))
    child(of: auth, OnboardingCoordinator<String>.self)?.send(.welcome(.close))
    expectEqual(states.count, 2)
    expectEqual(states.last?.routes, [.login(email: nil)])
  }
}
