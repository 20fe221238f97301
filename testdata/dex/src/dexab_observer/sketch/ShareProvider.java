// dexab_observer: Java 17, javac + D8 min 24. The provider keeps two
// java.util.Observer callbacks in fields and calls update() itself with the
// Intent it is about to wrap in a PendingIntent: one names the component,
// the other only logs. The head (lines 21-28) and the helpers are
// rev19_binderid's (see Common.md).
final class TargetObserver implements Observer {                                   // TargetObserver.java
    private final Context ctx;
    TargetObserver(Context c) { ctx = c; }                                          // 8
    @Override public void update(Observable o, Object arg) {
        ((Intent) arg).setClass(ctx, ConfirmActivity.class);                       // 11
    }                                                                               // 12
}
final class AuditObserver implements Observer {                                    // AuditObserver.java
    @Override public void update(Observable o, Object arg) { Log.i("audit", String.valueOf(arg)); } // 7
}
public class ShareProvider extends ContentProvider {                               // 14
    private Observer targets, audit;
    @Override public boolean onCreate() {
        targets = new TargetObserver(getContext());                                // 17
        audit = new AuditObserver();                                               // 18
        return true;                                                               // 19
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        // 21-28: the rev15 head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if ("open_confirm".equals(tool)) return openConfirm();                     // 29
        if ("open_audited".equals(tool)) return openAudited();                     // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                    // 31
    }
    private Bundle openConfirm() {
        Intent i = new Intent("com.example.dabo.CONFIRM");                        // 34
        targets.update(null, i);                                                   // 35
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, FLAG_IMMUTABLE); // 36  NM CETP602 (TargetObserver names the component)
        Bundle b = Replies.success("{}"); b.putParcelable("resolution", pi); return b; // 37
    }
    private Bundle openAudited() {
        Intent i = new Intent("com.example.dabo.CONFIRM");                        // 40
        audit.update(null, i);                                                     // 41
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, FLAG_IMMUTABLE); // 42  TP CETP602 (AuditObserver only logs it)
        Bundle b = Replies.success("{}"); b.putParcelable("resolution", pi); return b; // 43
    }
}
