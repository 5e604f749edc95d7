// Async decisions (format v2; Drivers/Flows/restore.flow.yaml): the app answers with async work while the step's
// loading screen shows; the answer acts from the screen below, as a decision's choice does; the work is cancelled
// when the flow leaves the step, and an answer that comes after is dropped.

import FlowcRuntime
import Foundation

/// Lets the work started by coordinators run until it waits again.
@MainActor
func settle() async {
  for _ in 0..<20 { await Task.yield() }
}

@MainActor
func makeRestore() async -> RestoreCoordinator<String> {
  decisions.asked = []
  decisions.cancelled = []
  let restore = RestoreCoordinator(input: RestoreInput(), wiring: restoreWiring())
  restore.start()
  await settle()
  return restore
}

@MainActor
func runAsyncScenarios() async {
  await testAsync("async: the loading screen shows while the work runs; the answer acts from below it") {
    let restore = await makeRestore()
    expectEqual(render(restore, screens), ["push: loading(restoring)"])
    expectEqual(decisions.asked, ["restoring"])
    decisions.restoringAnswer?.resume(returning: .failed(message: "offline"))
    decisions.restoringAnswer = nil
    await settle()
    expectEqual(render(restore, screens), ["push: failure(offline)"], "the loading screen went; failure replaced it")
    screens.sender("failure", RestoreEvent.Failure.self)?(.retry)
    await settle()
    expectEqual(render(restore, screens), ["push: failure(offline) > loading(restoring)"])
    decisions.restoringAnswer?.resume(returning: .restored(sessionId: "s1"))
    decisions.restoringAnswer = nil
    await settle()
    expectEqual(restore.result, .outcome(.restored(sessionId: "s1")))
  }

  await testAsync("async: a decision reads the value the screen before it sent, and hands it to async work") {
    let restore = await makeRestore()
    decisions.restoringAnswer?.resume(returning: .expired)
    decisions.restoringAnswer = nil
    await settle()
    expectEqual(render(restore, screens), ["push: signIn"])
    decisions.gateCodes = []
    screens.sender("signIn", RestoreEvent.SignIn.self)?(.submit(code: "12"))
    expectEqual(decisions.gateCodes, ["12"])
    expectEqual(render(restore, screens), ["push: signIn"], "too short: refused at once, no work")
    screens.sender("signIn", RestoreEvent.SignIn.self)?(.submit(code: "123456"))
    await settle()
    expectEqual(decisions.asked, ["restoring", "checking(123456)"])
    expectEqual(render(restore, screens), ["push: signIn", "fullScreen: loading(checking)"])
    decisions.checkingAnswer?.resume(returning: .valid(sessionId: "s2"))
    decisions.checkingAnswer = nil
    await settle()
    expectEqual(restore.result, .outcome(.restored(sessionId: "s2")))
  }

  await testAsync("async: a choice that pops to the screen below stays there: the loading screen goes, nothing else") {
    let restore = await makeRestore()
    decisions.restoringAnswer?.resume(returning: .expired)
    decisions.restoringAnswer = nil
    await settle()
    expectEqual(render(restore, screens), ["push: signIn"])
    let signIn = restore.screens.map(\.id)
    screens.sender("signIn", RestoreEvent.SignIn.self)?(.submit(code: "123456"))
    await settle()
    expectEqual(render(restore, screens), ["push: signIn", "fullScreen: loading(checking)"])
    decisions.checkingAnswer?.resume(returning: .invalid)
    decisions.checkingAnswer = nil
    await settle()
    expectEqual(render(restore, screens), ["push: signIn"])
    expectEqual(restore.screens.map(\.id), signIn, "the same signIn screen, not made again")
    decisions.gateCodes = []
    screens.sender("signIn", RestoreEvent.SignIn.self)?(.submit(code: "1"))
    expectEqual(decisions.gateCodes, ["1"], "the gate decided")
    expectEqual(restore.screens.map(\.id), signIn, "a synchronous decision's popTo to its screen stays too")
  }

  await testAsync("async: the work is cancelled when its flow ends, and its late answer changes nothing") {
    let restore = await makeRestore()
    expect(decisions.restoringAnswer != nil, "the work waits for its answer")
    restore.cancel()
    await settle()
    expectEqual(decisions.cancelled, ["restoring"])
    expectEqual(restore.result, .cancelled(.removed))
    expectEqual(render(restore, screens), [])
  }

  await testAsync("async: a loading screen cannot be left by the system back; the screen below waits") {
    let restore = await makeRestore()
    decisions.restoringAnswer?.resume(returning: .failed(message: "x"))
    decisions.restoringAnswer = nil
    await settle()
    expectEqual(render(restore, screens), ["push: failure(x)"])
    screens.sender("failure", RestoreEvent.Failure.self)?(.retry)
    await settle()
    expectEqual(render(restore, screens), ["push: failure(x) > loading(restoring)"])
    restore.handle(.popped(stack: 0, remaining: 1))
    await settle()
    expectEqual(render(restore, screens), ["push: failure(x) > loading(restoring)"], "a loading screen cannot be left")
    restore.send(.failure(.giveUp))
    expectEqual(restore.result, nil, "events of the screen below wait: the loading screen is on top")
    restore.cancel()
    await settle()
    expectEqual(decisions.cancelled, ["restoring"], "the retry's work, cancelled with its flow")
  }

  // The example app (Flows/profile.flow.yaml): signing out is async work under the Profile tab.

  /// The signed-in example app, its Profile tab asked to sign out: the confirmation taken, the work waiting.
  func signingOut() async -> AppCoordinator<String> {
    decisions.asked = []
    decisions.cancelled = []
    let app = makeSignedInApp()
    tabs(of: app)?.select(1)
    let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    profile?.send(.overview(.signOut))
    profile?.screens.last?.alert?.choose(0)
    await settle()
    return app
  }

  await testAsync("example app: signing out shows a loading screen in the tab, then lands on welcome, tabs released") {
    let app = await signingOut()
    weak let materials = child(of: app, MaterialsCoordinator<String>.self, at: 0)
    weak let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    expectEqual(decisions.asked, ["signingOut"])
    expectEqual(
      render(app, screens), ["push: [Materials: list(-, -) | *Profile: overview(E621) > loading(signingOut)]"])
    decisions.signingOutAnswer?.resume(returning: .done)
    decisions.signingOutAnswer = nil
    await settle()
    expectEqual(app.state.routes, [.welcome])
    expect(materials == nil && profile == nil, "the tab flows are released")
  }

  await testAsync("example app: a sign-out that fails offline shows its alert over the profile; tryAgain works again") {
    let app = await signingOut()
    let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    decisions.signingOutAnswer?.resume(returning: .failed)
    decisions.signingOutAnswer = nil
    await settle()
    expectEqual(profile?.screens.map(\.stepName), ["overview", "signOutFailed"], "the loading screen went")
    expectEqual(profile?.screens.last?.alert?.title, "Could not sign out")
    profile?.send(.signOutFailed(.tryAgain))
    await settle()
    expectEqual(decisions.asked, ["signingOut", "signingOut"])
    decisions.signingOutAnswer?.resume(returning: .failed)
    decisions.signingOutAnswer = nil
    await settle()
    profile?.send(.signOutFailed(.cancel))
    expectEqual(profile?.state.routes, [.overview(userId: userID)], "cancel: signed in, on the profile")
  }

  await testAsync("example app: sessionExpired during a sign-out ends the tabs and cancels the work") {
    let app = await signingOut()
    expect(app.send(AppAppEvent.sessionExpired) > 0, "App handles it at main")
    await settle()
    expectEqual(decisions.cancelled, ["signingOut"])
    expectEqual(app.state.routes, [.welcome])
  }
}
