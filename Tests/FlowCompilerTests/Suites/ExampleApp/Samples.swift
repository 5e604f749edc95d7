// The app's part of the suites `flowc tests` writes for Flows/: a sample of each Models type the flows send.

import FlowcTesting
import Models

extension Attachment: @retroactive FlowSample {
    public static var flowSample: Attachment { Attachment(name: "sample.pdf") }
}

extension Player: @retroactive FlowSample {
    public static var flowSample: Player { Player(url: "https://cdn.example.com/sample.mp4") }
}
