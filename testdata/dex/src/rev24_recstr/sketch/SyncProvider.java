// rev24_recstr: Java 17, javac + D8 --min-api 24. javac's toString() of a
// record is an ObjectMethods invokedynamic; D8 desugars it to
// $record$getFieldsAsObjects() and an external synthetic helper that joins
// "Name[f=v, ...]" with StringBuilder.append(Object) over the array.
record Failure(String code, Exception cause) {}                               // Failure.java 5
record Status(String code, int rows) {}                                       // Status.java 5
record Problem(String code, String detail) {}                                 // Problem.java 5
final class Draft {                                                           // Draft.java
    private String code;
    Draft(String code) { this.code = code; }                                  // 6
    String getCode() { return code; }                                         // 8
    void setCode(String code) { this.code = code; }                           // 9
}
public class SyncProvider extends ContentProvider {                           // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("sync_now".equals(tool)) return sync();                           // 29
        if ("cache_status".equals(tool)) return status();                     // 30
        if ("clear_cache".equals(tool)) return clear();                       // 31
        if ("draft_status".equals(tool)) return draft();                      // 32
        if ("cache_get".equals(tool)) return get(extras);                     // 33
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 34
    }
    private SQLiteDatabase db() { return getContext().openOrCreateDatabase("cache.db", 0, null); } // 34
    private Bundle sync() {
        try {
            db().execSQL("DELETE FROM cache");                                // 38
            return Replies.success("{}");                                     // 39
        } catch (SQLiteException e) {                                         // 40
            Failure f = new Failure("INTERNAL_ERROR", e);                     // 41
            return Replies.error(f.code(), f.toString());                     // 42  TP CETP607
        }
    }
    private Bundle status() {
        Cursor c = db().rawQuery("SELECT key FROM cache", null);              // 46
        Status s = new Status("UNAVAILABLE", c.getCount());                   // 47
        return Replies.error(s.code(), s.toString());                         // 48  NM CETP607
    }
    private Bundle clear() {
        Status s = new Status("USER_ACTION_REQUIRED", 0);                     // 52
        return Replies.error(s.code(), "confirm in the app first");           // 53  TP CETP508 (at Replies.error:11)
    }
    private Bundle draft() {
        Draft d = new Draft("USER_ACTION_REQUIRED");                          // 57
        d.setCode("UNAVAILABLE");                                             // 58
        return Replies.error(d.getCode(), "not available");                   // 59  NM: not the constructor's argument
    }
    private Bundle get(Bundle extras) {
        Cursor c;
        try { c = db().rawQuery("SELECT value FROM cache WHERE key = ?", new String[] {extras.getString("key")}); } // 63
        catch (SQLiteException e) { return fail(new Problem("INTERNAL_ERROR", e.getMessage())); } // 66-67  TP CETP607 (this call)
        if (c.getCount() == 0) return fail(new Problem("NOT_FOUND", "no such key")); // 64  NM CETP607
        return Replies.success("{}");                                         // 65
    }
    private Bundle fail(Problem p) { return Replies.error(p.code(), p.detail()); } // 71
}
