// rev29_reply: Java 17, javac + D8 --min-api 24; written after the engine
// changes, labelled before its own scan: the other common builder form,
// whose fields hold the parts and whose toBundle() makes the Bundle,
// putting resolution and resume_token only when resolve() gave them.
final class ErrorReply {                                                        // ErrorReply.java
    private String code;
    private String message;
    private PendingIntent resolution;
    private String resumeToken;
    ErrorReply code(String c) { code = c; return this; }                        // 10
    ErrorReply message(String m) { message = m; return this; }                  // 11
    ErrorReply resolve(PendingIntent pi, String token) {
        resolution = pi;                                                        // 13
        resumeToken = token;                                                    // 14
        return this;                                                            // 15
    }
    Bundle toBundle() {
        Bundle b = new Bundle();                                                // 18
        b.putString("status", "error");                                         // 19
        b.putString("error_code", code);                                        // 20
        b.putString("error_message", message);                                  // 21
        if (resolution != null) {                                               // 22
            b.putParcelable("resolution", resolution);                          // 23
            b.putString("resume_token", resumeToken);                           // 24
        }
        b.putBoolean("retryable", false);                                       // 26
        b.putInt("protocol_version", 2);                                        // 27
        return b;                                                               // 28
    }
}
public class AccountsProvider extends ContentProvider {                        // AccountsProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("link_account".equals(tool))                                        // 29  TP CETP508 (no resolve())
            return new ErrorReply().code("AUTH_REQUIRED").message("sign in first").toBundle();
        if ("approve_transfer".equals(tool)) {                                  // 30
            Intent i = new Intent(getContext(), ConfirmActivity.class);         // 31
            PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE); // 32
            return new ErrorReply().code("USER_ACTION_REQUIRED").message("approve on the device")
                    .resolve(pi, Resumes.issue(uid)).toBundle();                // 33  NM CETP508
        }
        if ("sync_accounts".equals(tool))                                       // 35  NM CETP508 (UNAVAILABLE)
            return new ErrorReply().code("UNAVAILABLE").message("try later").toBundle();
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 36
    }
}
