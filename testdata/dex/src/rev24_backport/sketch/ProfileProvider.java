// rev24_backport: Java 11, javac + D8 --min-api 24. Objects.requireNonNullElse
// is API 30: D8 backports it into ProfileProvider$$ExternalSyntheticBackport0.m
// (the first argument when not null, else requireNonNull(second)).
public class ProfileProvider extends ContentProvider {                        // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("share_profile".equals(tool)) return share(extras);               // 29
        if ("greet".equals(tool)) return greet(extras);                       // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
    }
    private Bundle share(Bundle extras) {
        String pkg = Objects.requireNonNullElse(extras.getString("calling_package"), ""); // 35  TP CETP606
        if (!"com.example.partner".equals(pkg))                               // 36
            return Replies.error("PERMISSION_DENIED", "not a partner");       // 37
        return Replies.success("{\"shared\":true}");                          // 38
    }
    private Bundle greet(Bundle extras) {
        String name = Objects.requireNonNullElse(extras.getString("display_name"), "friend"); // 42  NM CETP606
        if ("admin".equals(name))                                             // 43
            return Replies.error("INVALID_ARGUMENT", "reserved name");        // 44
        return Replies.success(name);                                         // 45
    }
}
