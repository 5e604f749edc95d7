// A flow whose start decision presents its first screen (Lock), and `dismiss` in the handler of a modal subflow
// (Vault's prefs): format.md, "How navigation works" and "When a child flow ends". Flows: Drivers/Flows.

import FlowcRuntime
import Foundation

/// Vault after `event` on its home screen, Lock's start decision answered with `unlock`.
@MainActor
func makeVault(_ event: VaultEvent.Home, unlock: LockChoice.Unlock = .needsPin) -> (
  VaultCoordinator<String>, LockCoordinator<String>?
) {
  decisions.unlock = unlock
  let vault = VaultCoordinator(input: VaultInput(), wiring: vaultWiring())
  vault.start()
  vault.send(.home(event))
  return (vault, child(of: vault, LockCoordinator<String>.self))
}

@MainActor
func runModalScenarios() {
  test("modal start: a pushed Lock presents its first screen as a sheet over the parent's screen") {
    let (vault, lock) = makeVault(.pushLock)
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: pin"])
    expectEqual(lock?.state.steps.first?.style, .sheet, "Lock's own modal")
  }

  test("modal start: closing Lock's sheet ends Lock like back; the parent goes on at its step below") {
    var (vault, lock) = makeVault(.pushLock)
    lock?.send(.pin(.close))
    expectEqual(lock?.result, .cancelled(.dismissed))
    expect(vault.isRunning, "the parent's flow goes on")
    expectEqual(vault.state.routes, [.home])
    expectEqual(render(vault, screens), ["push: vaultHome"])
    (vault, lock) = makeVault(.pushLock)
    lock?.send(.pin(.back))
    expectEqual(lock?.result, .cancelled(.back))
    expectEqual(render(vault, screens), ["push: vaultHome"])
    (vault, lock) = makeVault(.pushLock)
    vault.handle(.dismissed(stack: 1))
    expectEqual(lock?.result, .cancelled(.dismissed), "pulled down")
    expectEqual(render(vault, screens), ["push: vaultHome"])
    expect(vault.isRunning)
  }

  test("modal start: screens pushed in Lock's sheet go with it; replace keeps the sheet") {
    var (vault, lock) = makeVault(.pushLock)
    lock?.send(.pin(.forgot))
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: pin > hint"])
    lock?.send(.hint(.back))
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: pin"])
    lock?.send(.pin(.forgot))
    lock?.send(.hint(.close))
    expectEqual(lock?.result, .cancelled(.dismissed))
    expectEqual(render(vault, screens), ["push: vaultHome"])
    (vault, lock) = makeVault(.pushLock)
    lock?.send(.pin(.useFace))
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: scan"], "replaced inside the sheet")
    lock?.send(.scan(.close))
    expectEqual(render(vault, screens), ["push: vaultHome"])
    expect(vault.isRunning)
  }

  test("modal start: decisions after decisions present full screen; an outcome goes on from the step below") {
    decisions.method = .scan
    var (vault, lock) = makeVault(.pushLock, unlock: .needsFace)
    expectEqual(render(vault, screens), ["push: vaultHome", "fullScreen: scan"])
    lock?.send(.scan(.ok))
    expectEqual(lock?.result, .outcome(.unlocked))
    expectEqual(render(vault, screens), ["push: vaultHome > secrets"])
    decisions.method = .pinInstead
    (vault, lock) = makeVault(.pushLock, unlock: .needsFace)
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: pin"])
    (vault, lock) = makeVault(.pushLock, unlock: .open)
    expectEqual(render(vault, screens), ["push: vaultHome > secrets"], "nothing shown: Lock ends at once")
  }

  test("modal start: a Lock presented full screen holds its first screen in that one modal") {
    let (vault, lock) = makeVault(.presentLock)
    expectEqual(render(vault, screens), ["push: vaultHome", "fullScreen: pin"])
    lock?.send(.pin(.close))
    expectEqual(render(vault, screens), ["push: vaultHome"])
    expect(vault.isRunning)
  }

  test("modal start: an alert shown first is over the parent's screen; a button shows its target as Lock's first") {
    var (vault, lock) = makeVault(.pushLock, unlock: .confirmFirst)
    expectEqual(
      render(vault, screens),
      ["push: vaultHome", "alert: Unlock the vault? [With Pin, Scan, Open Now, Cancel(cancel)]"])
    lock?.screens.last?.alert?.choose(0)
    expect(lock?.isRunning == true, "Lock goes on: its button does not end it")
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: pin"], "as the button's present says")
    lock?.send(.pin(.ok))
    expectEqual(render(vault, screens), ["push: vaultHome > secrets"])
    (vault, lock) = makeVault(.pushLock, unlock: .confirmFirst)
    lock?.screens.last?.alert?.choose(1)
    expectEqual(render(vault, screens), ["push: vaultHome > scan"], "pushed, as scan's own present says")
    expectEqual(lock?.state.routes, [.scan])
    (vault, lock) = makeVault(.pushLock, unlock: .confirmFirst)
    lock?.screens.last?.alert?.choose(3)
    expectEqual(lock?.result, .cancelled(.back), "back leaves Lock")
    expectEqual(render(vault, screens), ["push: vaultHome"])
    (vault, lock) = makeVault(.pushLock, unlock: .confirmFirst)
    lock?.screens.last?.alert?.choose(2)
    expectEqual(render(vault, screens), ["push: vaultHome > secrets"], "finish finishes Lock")
  }

  test("modal start: a root Lock shows its sheet over an empty root stack; closing it ends Lock") {
    for close in ["dismiss", "back", "pulled down"] {
      decisions.unlock = .needsPin
      let lock = LockCoordinator(input: LockInput(), wiring: lockWiring())
      lock.start()
      expectEqual(render(lock, screens), ["push: ", "sheet: pin"])
      switch close {
      case "dismiss": lock.send(.pin(.close))
      case "back": lock.send(.pin(.back))
      default: lock.handle(.dismissed(stack: 1))
      }
      expectEqual(lock.result, .cancelled(close == "back" ? .back : .dismissed), close)
    }
  }

  test(
    "dismiss handler: after a modal subflow, the child's sheet closes and the parent is at the step below, as with back"
  ) {
    let vault = VaultCoordinator(input: VaultInput(), wiring: vaultWiring())
    vault.start()
    vault.send(.home(.openPrefs))
    expectEqual(render(vault, screens), ["push: vaultHome", "sheet: form"])
    child(of: vault, PrefsCoordinator<String>.self)?.send(.form(.apply))
    expectEqual(render(vault, screens), ["push: vaultHome"])
    expect(vault.isRunning, "Vault has no modal of its own to close")
    vault.send(.home(.openPrefs))
    child(of: vault, PrefsCoordinator<String>.self)?.send(.form(.discard))
    expectEqual(render(vault, screens), ["push: vaultHome"], "back does the same")
  }

  test("dismiss handler: a close-and-go-on after a modal subflow goes on from the step below, as 'to' does") {
    let vault = VaultCoordinator(input: VaultInput(), wiring: vaultWiring())
    vault.start()
    vault.send(.home(.openPrefs))
    child(of: vault, PrefsCoordinator<String>.self)?.send(.form(.reset))
    expect(vault.isRunning, "Vault has no modal of its own to close: it goes on")
    expectEqual(render(vault, screens), ["push: vaultHome", "fullScreen: secrets"])
    vault.send(.secrets(.back))
    expectEqual(render(vault, screens), ["push: vaultHome"])
  }

  test("dismiss handler: after a pushed subflow, it closes the modal that holds the parent's stack") {
    let (vault, _) = makeVault(.pushLock, unlock: .open)
    vault.send(.secrets(.settings))
    vault.send(.settingsSheet(.prefs))
    expectEqual(render(vault, screens), ["push: vaultHome > secrets", "sheet: settingsSheet > form"])
    child(of: vault, PrefsCoordinator<String>.self)?.send(.form(.apply))
    expectEqual(render(vault, screens), ["push: vaultHome > secrets"])
  }
}
