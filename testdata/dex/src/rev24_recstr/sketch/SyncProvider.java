// rev24_recstr: Java 17, javac + D8 --min-api 24. javac's toString() of a
// record is an ObjectMethods invokedynamic; D8 desugars it to
// $record$getFieldsAsObjects() and an external synthetic helper that joins
// "Name[f=v, ...]" with StringBuilder.append(Object) over the array.
record Failure(String code, Exception cause) {}                               // Failure.java 5
record Status(String code, int rows) {}                                       // Status.java 5
public class SyncProvider extends ContentProvider {                           // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("sync_now".equals(tool)) return sync();                           // 29
        if ("cache_status".equals(tool)) return status();                     // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
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
}
