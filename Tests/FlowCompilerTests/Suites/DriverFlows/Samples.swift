// The app's part of the suites `flowc tests` writes for the driver flows (Drivers/Flows with Flows/): a sample of
// each type of Drivers/Models the flows send. `StillFlow` is spelled `Models.StillFlow`: a flow named Still
// declares a `StillFlow` of its own in the module of the suites.

import FlowcTesting
import Models

extension Attachment: @retroactive FlowSample {
    public static var flowSample: Attachment { Attachment(name: "sample.pdf") }
}
extension Player: @retroactive FlowSample {
    public static var flowSample: Player { Player(url: "https://cdn.example.com/sample.mp4") }
}
extension Models.StillFlow: @retroactive FlowSample {
    public static var flowSample: Models.StillFlow { Models.StillFlow(origin: "sample") }
}
extension LoginMode: @retroactive FlowSample {
    public static var flowSample: LoginMode { .login }
}
extension RoomProxy: @retroactive FlowSample {
    public static var flowSample: RoomProxy { RoomProxy(id: "!room:example.org") }
}
