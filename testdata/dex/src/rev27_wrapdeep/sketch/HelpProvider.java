// rev27_wrapdeep: Java 17, javac + D8 --min-api 24. The error_code reaches
// Replies.error through four wrappers, each passing its own parameter on:
// one more than the three the CETP508 search follows up, so the verdict is
// a note naming e4 (the bound), never silence.
public class HelpProvider extends ContentProvider {                           // HelpProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return Errors.e4("AUTH_REQUIRED");                                    // 28
    }
}
final class Errors {                                                          // Errors.java
    static Bundle e1(String code) { return Replies.error(code, "sign in first"); } // 6
    static Bundle e2(String code) { return e1(code); }                        // 7
    static Bundle e3(String code) { return e2(code); }                        // 8
    static Bundle e4(String code) { return e3(code); }                        // 9
}
