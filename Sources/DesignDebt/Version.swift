/// The tool's name and version, as reports and SARIF logs print them.
public enum DesignDebtTool {
    public static let name = "designdebt"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/designdebt/designdebt"
}
