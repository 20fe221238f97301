// rev24_instanceof: Java 17, javac + D8 --min-api 24, Gson 2.10. Records
// parsed by Gson (the annotation stays on the component's private field);
// `x instanceof WhoArgs w` is instance-of, then check-cast of a copy.
// WhoArgs.equals is D8's: WhoArgs$$ExternalSyntheticRecord0.m compares
// the arrays access$getFields / $record$getFieldsAsObjects build.
record WhoArgs(@SerializedName("caller_package") String caller, String note) {} // WhoArgs.java 6
record ShareArgs(String target) {                                             // ShareArgs.java 7
    ShareArgs { if (target == null || target.isEmpty()) throw new IllegalArgumentException("target"); } // 8
}
final class Requests {                                                        // Requests.java
    private static final Gson GSON = new Gson();                              // 8
    static Object parse(String tool, String json) {
        if ("who_am_i".equals(tool)) return GSON.fromJson(json, WhoArgs.class);    // 11
        if ("share_link".equals(tool)) return GSON.fromJson(json, ShareArgs.class); // 12
        return null;                                                          // 13
    }
}
public class LinkProvider extends ContentProvider {                           // 14
    private static final WhoArgs PARTNER = new WhoArgs("com.example.partner", ""); // 15
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        Object req = Requests.parse(tool, extras.getString("arguments"));     // 29
        if (req instanceof WhoArgs w && w.caller().equals("com.example.partner")) // 30  TP CETP606
            return grant();                                                   // 31
        if (req instanceof WhoArgs w && w.note().equals("renew"))            // 32  NM CETP606
            return grant();                                                   // 33
        if (req instanceof WhoArgs w && w.equals(PARTNER))                    // 37  TP CETP606 (record equals reads caller_package)
            return grant();                                                   // 38
        if (req instanceof ShareArgs s)                                       // 34
            return Replies.success(s.target());                               // 35
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 36
    }
    private Bundle grant() { return Replies.success("{\"granted\":true}"); }  // 40
}
