// rev17_records: Java 17, javac + D8 min 24. Records are desugared by D8 (they
// extend com.android.tools.r8.RecordTag and gain $record$getFieldsAsObjects);
// try-with-resources is javac 11+'s inline shape (close on the normal exit,
// close + addSuppressed in the catch-all, rethrow).
record Failure(String code, String detail) {}                                 // Failure.java 5
record ExportArgs(String table, String file) {                                // ExportArgs.java 6
    static ExportArgs from(String json) throws JSONException {
        JSONObject o = new JSONObject(json);                                  // 9
        return new ExportArgs(o.getString("table"), o.getString("file"));     // 10
    }
}
public class ExportProvider extends ContentProvider {
    private static final Pattern NAME = Pattern.compile("[a-z0-9_]{1,32}\\.csv"); // 15
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("dump_table".equals(tool)) return dump(extras);                   // 29
        if ("save_notes".equals(tool)) return save(extras);                   // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
    }
    private Bundle dump(Bundle extras) {
        ExportArgs a;
        try { a = ExportArgs.from(extras.getString("arguments")); }           // 35
        catch (JSONException e) { return Replies.error("INVALID_ARGUMENT", "bad arguments"); } // 36
        Failure f;
        try (Cursor c = db().rawQuery("SELECT * FROM " + a.table(), null)) { // 38  TP CETP622 (args "table" into SQL text)
            return Replies.success("{\"rows\":" + c.getCount() + "}");       // 39
        } catch (SQLiteException e) {
            f = new Failure("INTERNAL_ERROR", e.toString());                  // 41
        }
        return Replies.error(f.code(), f.detail());                           // 43  TP CETP607 (the record carries e.toString())
    }
    private Bundle save(Bundle extras) {
        ExportArgs a;
        try { a = ExportArgs.from(extras.getString("arguments")); }           // 48
        catch (JSONException e) { return Replies.error("INVALID_ARGUMENT", "bad arguments"); } // 49
        if (!NAME.matcher(a.file()).matches())                                // 50
            return Replies.error("INVALID_ARGUMENT", "bad file name");        // 51
        try (OutputStream out = getContext().openFileOutput(a.file(), 0)) {   // 52  NM CETP622 (a plain file name by a whole-value match)
            out.write("notes".getBytes());                                    // 53
        } catch (IOException e) {
            Log.w("export", e);                                               // 55
            Failure f = new Failure("INTERNAL_ERROR", "could not save the notes"); // 56
            return Replies.error(f.code(), f.detail());                       // 57  NM CETP607 (fixed text, the exception only logged)
        }
        return Replies.success("{}");                                         // 59
    }
    private SQLiteDatabase db() { return getContext().openOrCreateDatabase("notes.db", 0, null); } // 62
}
