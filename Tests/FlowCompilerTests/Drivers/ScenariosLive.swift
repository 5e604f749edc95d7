// Live values (format v2; Drivers/Flows/live-room.flow.yaml): a room proxy, neither Codable nor Hashable, goes
// from the flow's input to each screen as the same object; a state holding it encodes null in its place, and
// decodes only when the app gives the value again.

import FlowcRuntime
import Foundation
import Models

extension RoomProxy: DriverSample {
  static func sample(_ tag: Int) -> RoomProxy { RoomProxy(id: "room-\(tag)") }
}

extension FlowLive: DriverSample where Value: DriverSample {
  static func sample(_ tag: Int) -> FlowLive<Value> { FlowLive(Value.sample(tag)) }
}

@MainActor
func runLiveScenarios() {
  test("live values: the input's proxy reaches each screen as the same object") {
    let proxy = RoomProxy(id: "r1")
    let room = LiveRoomCoordinator(input: LiveRoomInput(proxy: FlowLive(proxy)), wiring: liveRoomWiring())
    room.start()
    _ = render(room, screens)
    expect(screens.proxies.last === proxy, "the timeline's proxy is the input's")
    screens.sender("timeline", LiveRoomEvent.Timeline.self)?(.details)
    expectEqual(render(room, screens), ["push: timeline(r1) > roomDetails(r1)"])
    expect(screens.proxies.last === proxy, "the details' proxy too")
  }

  test("live values: a state holding one encodes null in its place, and never the value") {
    let room = LiveRoomCoordinator(
      input: LiveRoomInput(proxy: FlowLive(RoomProxy(id: "secret-r2"))), wiring: liveRoomWiring())
    room.start()
    room.send(.timeline(.details))
    guard let data = try? JSONEncoder().encode(room.state), let text = String(data: data, encoding: .utf8) else {
      return fail("the state encodes")
    }
    expect(!text.contains("secret-r2"), "\(text)")
    expect(text.contains("[\"roomDetails\",null]"), "\(text)")
  }

  test("live values: a linked screen takes its live value from the flow's input") {
    let proxy = RoomProxy(id: "r4")
    let state = LiveRoomState(url: URL(string: "myapp://room-details")!, input: LiveRoomInput(proxy: FlowLive(proxy)))
    guard case .roomDetails(let linked)? = state?.top?.route else { return fail("the link opens on roomDetails") }
    expect(linked.value === proxy)
  }

  test("live values: restoring asks the app for them; without them, decoding fails") {
    let room = LiveRoomCoordinator(
      input: LiveRoomInput(proxy: FlowLive(RoomProxy(id: "r3"))), wiring: liveRoomWiring())
    room.start()
    room.send(.timeline(.details))
    guard let data = try? JSONEncoder().encode(room.state) else { return fail("the state encodes") }
    expect((try? JSONDecoder().decode(LiveRoomState.self, from: data)) == nil, "no live value given")
    let decoder = JSONDecoder()
    let again = RoomProxy(id: "r3-again")
    decoder.userInfo[.flowLiveValues] = FlowLiveValues("unrelated", again)
    guard let state = try? decoder.decode(LiveRoomState.self, from: data) else {
      return fail("decodes with the live value")
    }
    let restored = LiveRoomCoordinator(state: state, wiring: liveRoomWiring())
    restored.start()
    expectEqual(render(restored, screens), ["push: timeline(r3-again) > roomDetails(r3-again)"])
    expect(screens.proxies.last === again, "the screens get the value the app gave")
  }

  test("live values: a link into a running child flow takes the live value the child runs with") {
    let rooms = LiveRoomsCoordinator(input: LiveRoomsInput(), wiring: liveRoomsWiring())
    rooms.start()
    _ = render(rooms, screens)
    expect(!rooms.open(URL(string: "myapp://room-details")!), "no room runs yet to lend its proxy (deeplink-dropped)")
    let proxy = RoomProxy(id: "r7")
    screens.sender("rooms", LiveRoomsEvent.Rooms.self)?(.open(proxy: FlowLive(proxy)))
    _ = render(rooms, screens)
    expect(rooms.open(URL(string: "myapp://room-details")!), "the running room lends it")
    expectEqual(render(rooms, screens), ["push: timeline(r7) > roomDetails(r7)"])
    let room = child(of: rooms, LiveRoomCoordinator<String>.self)
    expect(room?.state.input.proxy.value === proxy, "the same object")
  }
}

@MainActor
func runLiveAsyncScenarios() async {
  await testAsync("live values: async work reads the live value itself, and its answer stays on the screen below") {
    let proxy = RoomProxy(id: "r9")
    let room = LiveRoomCoordinator(input: LiveRoomInput(proxy: FlowLive(proxy)), wiring: liveRoomWiring())
    room.start()
    decisions.refreshedProxies = []
    _ = render(room, screens)
    screens.sender("timeline", LiveRoomEvent.Timeline.self)?(.refresh)
    await settle()
    expect(decisions.refreshedProxies.count == 1 && decisions.refreshedProxies.first === proxy, "the same object")
    expectEqual(render(room, screens), ["push: timeline(r9)"])
  }
}
