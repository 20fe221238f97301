// What rev15_base stands for: a Java provider (javac + D8, minSdk 21) written as
// an abstract base class that handles call() and a subclass that adds tools.
// Tool is an interface with a default method; D8 moved its body to Tool$-CC
// and gave DeleteNoteTool a synthetic forwarding fail(Throwable).
public abstract class BaseToolProvider extends ContentProvider {               // BaseToolProvider.java 10
    protected abstract Tool tool(String name);
    @Override public boolean onCreate() { return true; }                        // 13
    @Override public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 16
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed"); // 17
        if ("negotiate".equals(method)) return Replies.success(negotiated(uid)); // 18
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) // 19
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");   // 20
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method"); // 21
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis())    // 22
            return Replies.error("TIMEOUT", "deadline passed");                // 23
        Tool t = tool(extras.getString("tool_name"));                          // 24
        if (t == null) return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 25
        return t.run(getContext(), uid, extras);                               // 26
    }
    private static String negotiated(int uid) {
        return "{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}"; // 30
    }
}

public final class NotesProvider extends BaseToolProvider {                    // NotesProvider.java 8
    @Override protected Tool tool(String name) {
        switch (name) {                                                         // 11
            case "delete_note": return new DeleteNoteTool();                    // 12
            case "share_note": return new ShareNoteTool();                      // 13
        }
        return null;                                                            // 15
    }
}

interface Tool {                                                                // Tool.java
    Bundle run(Context c, int uid, Bundle extras);
    default Bundle fail(Throwable t) {
        Log.e("notes", "tool failed", t);                                       // 13
        return Replies.error("INTERNAL_ERROR", Log.getStackTraceString(t));     // 14  CETP607
    }
}

final class DeleteNoteTool implements Tool {                                    // DeleteNoteTool.java 9
    public Bundle run(Context c, int uid, Bundle extras) {
        String resume = extras.getString("resume_token");                       // 12
        if (resume != null && Resumes.consume(resume, uid)) {                   // 13
            try {
                long id = new JSONObject(extras.getString("args")).getLong("id"); // 15
                c.openOrCreateDatabase("notes.db", 0, null)
                        .delete("notes", "id = ?", new String[] {String.valueOf(id)}); // 16  near miss CETP622 (bound)
                return Replies.success("{\"deleted\":true}");                   // 17
            } catch (JSONException | SQLiteException e) {
                return fail(e);                                                 // 19  (the default: CETP607 at Tool.java:14)
            }
        }
        Intent i = new Intent(c, ConfirmActivity.class);                        // 22
        i.putExtra("tool", "delete_note");                                      // 23
        PendingIntent pi = PendingIntent.getActivity(c, 8, i,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT); // 24  near miss CETP601
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm deletion");   // 25
        b.putParcelable("resolution", pi);                                      // 26
        b.putString("resume_token", Resumes.issue(uid));                        // 27
        return b;                                                               // 28
    }
}

final class ShareNoteTool implements Tool {                                     // ShareNoteTool.java 10
    public Bundle run(Context c, int uid, Bundle extras) {
        String resume = extras.getString("resume_token");                       // 13
        if (resume != null && Resumes.consume(resume, uid)) {                   // 14
            try {
                Intent share = new Intent("com.example.rv15b.SHARE_NOTE");      // 16
                share.putExtra("payload", extras.getString("args"));            // 17
                c.sendBroadcast(share);                                         // 18
                return Replies.success("{\"shared\":true}");                    // 19
            } catch (SecurityException e) {
                return fail(e);                                                 // 21  (the override: clean)
            }
        }
        Intent i = new Intent(c, ConfirmActivity.class);                        // 24
        i.putExtra("tool", "share_note");                                       // 25
        PendingIntent pi = PendingIntent.getActivity(c, 7, i, PendingIntent.FLAG_UPDATE_CURRENT); // 26  CETP601
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm sharing");    // 27
        b.putParcelable("resolution", pi);                                      // 28
        b.putString("resume_token", Resumes.issue(uid));                        // 29
        return b;                                                               // 30
    }
    @Override public Bundle fail(Throwable t) {
        Log.w("notes", "share failed", t);                                      // 34
        return Replies.error("INTERNAL_ERROR", "could not share the note");     // 35  near miss CETP607
    }
}
public final class ConfirmActivity extends Activity {                           // ConfirmActivity.java 6
    @Override protected void onCreate(Bundle b) { super.onCreate(b); setResult(RESULT_OK); finish(); } // 9-11
}
