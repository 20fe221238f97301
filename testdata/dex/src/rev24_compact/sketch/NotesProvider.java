// rev24_compact: Java 17, javac + D8 --min-api 24. A record's compact
// constructor runs its checks before the field stores javac appends, so a
// component that reached the field passed them.
record SaveArgs(String file) {                                                // SaveArgs.java 7
    private static final Pattern NAME = Pattern.compile("[a-z0-9_]{1,32}\\.txt"); // 6
    SaveArgs { if (!NAME.matcher(file).matches()) throw new IllegalArgumentException("file"); } // 8-9
}
record DraftArgs(String file) {                                               // DraftArgs.java 6
    DraftArgs { if (file.isEmpty()) throw new IllegalArgumentException("file"); } // 7-8
}
public class NotesProvider extends ContentProvider {                          // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        try {
            JSONObject o = new JSONObject(extras.getString("arguments"));    // 29
            if ("save_note".equals(tool)) return save(new SaveArgs(o.getString("file")));    // 30
            if ("save_draft".equals(tool)) return draft(new DraftArgs(o.getString("file"))); // 31
        } catch (JSONException | IllegalArgumentException e) {
            return Replies.error("INVALID_ARGUMENT", "bad arguments");        // 33
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 32
    }
    private Bundle save(SaveArgs a) throws IOException {
        getContext().openFileOutput(a.file(), 0).close();                     // 37  NM CETP622 (validated in the constructor)
        return Replies.success("{}");                                         // 38
    }
    private Bundle draft(DraftArgs a) throws IOException {
        getContext().openFileOutput(a.file(), 0).close();                     // 42  TP CETP622
        return Replies.success("{}");                                         // 43
    }
}
