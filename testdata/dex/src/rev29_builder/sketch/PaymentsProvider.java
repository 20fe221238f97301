// rev29_builder: Java 17, javac + D8 --min-api 24. Error replies and resolution
// PendingIntents are made by two static nested builders (Reply$Builder,
// Confirm$Builder) whose state lives in instance fields: the Bundle, the
// Intent, and the flags that editable() replaces.
final class Reply {                                                             // Reply.java
    static final class Builder {
        private final Bundle b = new Bundle();                                  // 8
        Builder code(String code) { b.putString("error_code", code); return this; }   // 9
        Builder message(String m) { b.putString("error_message", m); return this; }   // 10
        Builder resolve(PendingIntent pi, String token) {
            b.putParcelable("resolution", pi);                                  // 12
            b.putString("resume_token", token);                                 // 13
            return this;                                                        // 14
        }
        Bundle build() {
            b.putString("status", "error");                                     // 17
            b.putBoolean("retryable", false);                                   // 18
            b.putInt("protocol_version", 2);                                    // 19
            return b;                                                           // 20
        }
    }
}
final class Confirm {                                                           // Confirm.java
    static final class Builder {
        private final Context ctx;
        private final Intent intent = new Intent();                             // 9
        private int flags = PendingIntent.FLAG_IMMUTABLE;                       // 10
        Builder(Context ctx) { this.ctx = ctx; }                                // 11
        Builder target(Class<?> c) { intent.setClass(ctx, c); return this; }    // 12
        Builder extra(String k, String v) { intent.putExtra(k, v); return this; } // 13
        Builder editable() {
            flags = PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT; // 15
            return this;                                                        // 16
        }
        PendingIntent build(int req) {
            return PendingIntent.getActivity(ctx, req, intent, flags);          // 19  TP CETP601 (edit_payment), TP CETP602 (refund_payment)
        }
    }
}
public class PaymentsProvider extends ContentProvider {                         // PaymentsProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("link_bank".equals(tool))                                           // 29  TP CETP508 (AUTH_REQUIRED, neither key)
            return new Reply.Builder().code("AUTH_REQUIRED").message("link your bank first").build();
        if ("approve_payment".equals(tool)) return approve(uid, extras);        // 30
        if ("edit_payment".equals(tool)) return edit(uid);                      // 31
        if ("refund_payment".equals(tool)) return refund(uid, extras);          // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 33
    }
    private Bundle approve(int uid, Bundle args) {
        PendingIntent pi = new Confirm.Builder(getContext()).target(ConfirmActivity.class)
                .extra("payment", args.getString("payment_id")).build(1);       // 36  NM CETP601/602
        return new Reply.Builder().code("USER_ACTION_REQUIRED").message("approve on the device")
                .resolve(pi, Resumes.issue(uid)).build();                       // 37  NM CETP508
    }
    private Bundle edit(int uid) {
        PendingIntent pi = new Confirm.Builder(getContext()).target(ConfirmActivity.class)
                .editable().build(2);                                           // 40  TP CETP601 (FLAG_MUTABLE from editable())
        return new Reply.Builder().code("USER_ACTION_REQUIRED").message("edit on the device")
                .resolve(pi, Resumes.issue(uid)).build();                       // 41
    }
    private Bundle refund(int uid, Bundle args) {
        PendingIntent pi = new Confirm.Builder(getContext())
                .extra("payment", args.getString("payment_id")).build(3);       // 44  TP CETP602 (target() forgotten)
        return new Reply.Builder().code("USER_ACTION_REQUIRED").message("refund on the device")
                .resolve(pi, Resumes.issue(uid)).build();                       // 45
    }
}
