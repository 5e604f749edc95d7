/// The one line a clean `flowc lint` prints on stderr, so a run that found nothing still says what it read:
/// `checked 7 flows in 7 files: no problems`, naming the flowc.yaml it read (it may have been found above the
/// inputs). Standard output stays empty, as the machine reporters need.
public enum CleanSummary {
    public static func line(flows: Int, files: Int, config: String?) -> String {
        let read = "\(flows) flow\(flows == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        return "checked \(read)\(config.map { " and \($0)" } ?? ""): no problems"
    }
}
