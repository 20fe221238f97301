// rev24_defaults: Java 8, javac + D8 --min-api 21. Below API 24 D8 moves
// interface static methods and default bodies into ToolSupport$-CC
// ($default$name(ToolSupport self, ...)), gives each implementing class a
// synthetic forwarding method, and puts the default method's lambda body in
// the companion (called from ToolSupport$$ExternalSyntheticLambda0.run).
interface ToolSupport {                                                        // ToolSupport.java
    static String callerOf(Bundle b) { return b.getString("caller_package"); } // 9  TP CETP606
    default boolean partner(Bundle b) { return "com.example.partner".equals(callerOf(b)); } // 12
    default void auditLater(Context c) {
        Executors.newSingleThreadExecutor().execute(() ->                     // 16
            c.getSharedPreferences("audit", 0).edit().putInt("uid", Binder.getCallingUid()).apply()); // 17  TP CETP603
    }
    default String localeOf(Bundle b) { return b.getString("locale"); }      // 21  NM CETP606
}
public class NotesProvider extends ContentProvider implements ToolSupport {   // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("share_note".equals(tool))                                        // 29
            return partner(extras) ? Replies.success("{\"shared\":true}") : Replies.error("PERMISSION_DENIED", "not a partner");
        if ("audit_notes".equals(tool)) { auditLater(getContext()); return Replies.success("{}"); } // 30
        if ("note_locale".equals(tool)) return Replies.success(String.valueOf("en".equals(localeOf(extras)))); // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 32
    }
}
