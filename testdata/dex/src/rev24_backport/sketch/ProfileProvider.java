// rev24_backport: Java 11, javac + D8 --min-api 24. Objects.requireNonNullElse
// is API 30: D8 backports it into ProfileProvider$$ExternalSyntheticBackport0.m
// (the first argument when not null, else requireNonNull(second)).
public class ProfileProvider extends ContentProvider {                        // 14
    // Set.of (API 30) backported: ProfileProvider$$ExternalSyntheticBackport1.m
    private static final Set<String> TABLES = Set.of("notes", "drafts");      // 15
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("share_profile".equals(tool)) return share(extras);               // 29
        if ("greet".equals(tool)) return greet(extras);                       // 30
        if ("count_rows".equals(tool)) return count(extras);                  // 31
        if ("dump_rows".equals(tool)) return dump(extras);                    // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 33
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
    private SQLiteDatabase db() { return getContext().openOrCreateDatabase("profile.db", 0, null); }
    private Bundle count(Bundle extras) {
        String table = extras.getString("table");                             // 49
        if (!TABLES.contains(table))                                          // 50
            return Replies.error("INVALID_ARGUMENT", "unknown table");        // 51
        Cursor c = db().rawQuery("SELECT COUNT(*) FROM " + table, null);      // 52  NM CETP622 (allow-list)
        return Replies.success(String.valueOf(c.getCount()));                 // 53
    }
    private Bundle dump(Bundle extras) {
        String table = extras.getString("table");                             // 57
        Cursor c = db().rawQuery("SELECT * FROM " + table, null);             // 58  TP CETP622
        return Replies.success(String.valueOf(c.getCount()));                 // 59
    }
}
