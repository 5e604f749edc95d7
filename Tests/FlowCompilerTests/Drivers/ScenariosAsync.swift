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
}
