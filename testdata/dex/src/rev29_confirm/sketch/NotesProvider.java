// rev29_confirm: Java 17, javac + D8 --min-api 24. The confirmation flow of each
// tool comes from a dispatch table (a HashMap filled in the constructor) of one
// interface with three implementations in their own files; the resolution
// helper also keeps v1's authorize_intent "for older consumers".
interface Confirmation {                                                        // Confirmation.java
    PendingIntent create(Context ctx, String op);
}
final class ActivityFlow implements Confirmation {                             // ActivityFlow.java
    public PendingIntent create(Context ctx, String op) {
        Intent i = new Intent(ctx, ConfirmActivity.class);                     // 9
        i.putExtra("op", op);                                                  // 10
        return PendingIntent.getActivity(ctx, op.hashCode(), i,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT); // 11  NM CETP601/602
    }
}
final class ShareFlow implements Confirmation {                                // ShareFlow.java
    public PendingIntent create(Context ctx, String op) {
        Intent i = new Intent("com.example.r29c.SHARE");                       // 9
        i.setClassName(ctx, "com.example.r29c.ShareActivity");                 // 10
        return PendingIntent.getActivity(ctx, 1, i, PendingIntent.FLAG_IMMUTABLE); // 11  NM CETP601/602; TP CETP106 (ShareActivity exported)
    }
}
final class LegacyFlow implements Confirmation {                               // LegacyFlow.java
    public PendingIntent create(Context ctx, String op) {
        Intent i = new Intent("com.example.r29c.RESTORE");                     // 9
        i.setPackage(ctx.getPackageName());                                    // 10
        return PendingIntent.getActivity(ctx, 2, i, PendingIntent.FLAG_UPDATE_CURRENT); // 11  TP CETP601 + TP CETP602
    }
}
public class NotesProvider extends ContentProvider {                          // NotesProvider.java
    private final Map<String, Confirmation> flows = new HashMap<>();           // 15
    public NotesProvider() {
        flows.put("delete_note", new ActivityFlow());                          // 17
        flows.put("share_note", new ShareFlow());                              // 18
        flows.put("restore_note", new LegacyFlow());                           // 19
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                      // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                           // 28
        Confirmation flow = flows.get(tool);                                   // 29
        if (flow == null) return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 30
        return needsUser(flow.create(getContext(), tool), uid);                // 31
    }
    private static Bundle needsUser(PendingIntent pi, int uid) {
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm on the device"); // 34
        b.putParcelable("resolution", pi);                                     // 35
        b.putString("resume_token", Resumes.issue(uid));                       // 36
        b.putParcelable("authorize_intent", pi);                               // 37  TP CETP509
        return b;                                                              // 38
    }
}
final class ShareActivity extends Activity {                                   // ShareActivity.java
    @Override protected void onCreate(Bundle b) {
        super.onCreate(b);                                                     // 9
        setResult(RESULT_OK);                                                  // 10
        finish();                                                              // 11
    }
}
