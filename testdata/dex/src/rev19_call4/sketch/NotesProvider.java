// rev19_call4: Java 17, javac + D8 min 24, multidex: NotesProvider in
// classes.dex, its helpers Ids and Errors in classes2.dex. The API 29
// call(authority, method, arg, extras) hands over to the three-argument one.
public class NotesProvider extends ContentProvider {                               // 14
    @Override public boolean onCreate() { return true; }                           // 17
    @Override public Bundle call(String authority, String method, String arg, Bundle extras) {
        return call(method, arg, extras);                                          // 20  NM CETP605 (the checked overload)
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        // 21-28: the rev15 head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if ("start_export".equals(tool)) return startExport(extras);               // 29
        if ("start_sync".equals(tool)) return startSync(extras);                   // 30
        if ("import_notes".equals(tool)) return importNotes(extras);               // 31
        if ("import_tags".equals(tool)) return importTags(extras);                 // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                    // 33
    }
    private Bundle startExport(Bundle extras) {
        String id = Ids.next();                                                    // 37
        Bundle b = Replies.success("{}");                                          // 38
        b.putString("operation_id", id);                                           // 39  TP CETP613
        return b;                                                                  // 40
    }
    private Bundle startSync(Bundle extras) {
        String id = Ids.secure();                                                  // 43
        Bundle b = Replies.success("{}");                                          // 44
        b.putString("operation_id", id);                                           // 45  NM CETP613
        return b;                                                                  // 46
    }
    private Bundle importNotes(Bundle extras) {
        try { new JSONArray(extras.getString("notes_json"));                       // 50
              return Replies.success("{}"); }                                      // 51
        catch (JSONException e) { return Replies.error("INVALID_ARGUMENT", Errors.describe(e)); } // 53  TP CETP607
    }
    private Bundle importTags(Bundle extras) {
        try { new JSONArray(extras.getString("tags_json"));                        // 58
              return Replies.success("{}"); }                                      // 59
        catch (JSONException e) { return Replies.error("INVALID_ARGUMENT", Errors.safe(e)); } // 61  NM CETP607
    }
}
final class Ids {                                   // Ids.java 7 (classes2.dex)
    private static final Random RNG = new Random();                  // 8
    private static final SecureRandom SECURE = new SecureRandom();   // 9
    static String next() { return Long.toHexString(RNG.nextLong()); }        // 12
    static String secure() { return Long.toHexString(SECURE.nextLong()); }   // 16
}
final class Errors {                                // Errors.java 6 (classes2.dex)
    static String describe(Exception e) { return "bad input: " + e.getMessage(); }  // 9
    static String safe(Exception e) { Log.w("Errors", "import failed", e); return "the input could not be read"; } // 13-14
}
