// rev27_idscope: Java 17, javac + D8 --min-api 24 (checked against javac 17's
// bytecode). IdentityScope.java (beside) clears the calling identity in a
// static factory and restores it in close(): try-with-resources, as javac 11+
// compiles it (close on the normal exit, and in the Throwable handler with
// addSuppressed), opens the cleared window at asSelf() and closes it at close().
public class ContactsProvider extends ContentProvider {                       // ContactsProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("sync_contacts".equals(tool)) return sync();                      // 29
        if ("audit_contacts".equals(tool)) return audit(uid);                 // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
    }
    private Bundle sync() {
        try (IdentityScope s = IdentityScope.asSelf()) {                      // 34
            String caller = getCallingPackage();                              // 35  TP CETP611 (the app's own package now)
            return Replies.success("{\"for\":\"" + caller + "\"}");           // 36
        }                                                                     // 37
    }
    private Bundle audit(int uid) {
        String caller = getCallingPackage();                                  // 40  NM CETP611 (read before clearing)
        try (IdentityScope s = IdentityScope.asSelf()) {                      // 41
            return Replies.success("{\"caller\":\"" + caller + "\",\"uid\":" + uid + "}"); // 42
        }                                                                     // 43
    }
}
