public enum FlowcVersion {
    public static let current = "0.1.0"
}
