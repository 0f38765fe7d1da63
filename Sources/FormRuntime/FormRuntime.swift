/// FormRuntime: what generated form models import. Platform-independent, no dependencies.
public enum FormRuntime {
    public static let version = "0.1.0"
}
