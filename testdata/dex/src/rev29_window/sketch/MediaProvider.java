// rev29_window: Java 17, javac + D8 --min-api 24; written at the end,
// labelled before its own scan. A cleared-identity helper taking a
// Runnable (two lambdas given it, D8's $$ExternalSyntheticLambda0/1), a
// generic argument getter taking the key as a parameter, and a
// notification PendingIntent helper used only by a BroadcastReceiver.
final class Identity {                                                          // Identity.java
    static void asSelf(Runnable r) {
        long t = Binder.clearCallingIdentity();                                 // 7
        try {
            r.run();                                                            // 9
        } finally {
            Binder.restoreCallingIdentity(t);                                   // 11
        }
    }
}
final class Args {                                                              // Args.java
    static <T> T get(Bundle b, String key, Class<T> type) {
        Object v = b.get(key);                                                  // 7
        return type.isInstance(v) ? type.cast(v) : null;                        // 8
    }
}
final class Notices {                                                           // Notices.java
    static PendingIntent open(Context ctx) {
        Intent i = new Intent("com.example.r29w.OPEN_DOWNLOADS");               // 7
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_UPDATE_CURRENT); // 8  TP CETP610 (off the surface)
    }
}
public class DownloadReceiver extends BroadcastReceiver {                      // DownloadReceiver.java
    @Override public void onReceive(Context ctx, Intent intent) {
        PendingIntent pi = Notices.open(ctx);                                   // 8
        ctx.getSystemService(NotificationManager.class).notify(1,
                new Notification.Builder(ctx, "downloads").setContentIntent(pi).build()); // 9
    }
}
public class MediaProvider extends ContentProvider {                           // MediaProvider.java
    private final List<String> log = new ArrayList<>();                         // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("scan_media".equals(tool)) {                                        // 29
            Identity.asSelf(() -> log.add("scan by " + getCallingPackage()));   // 30  TP CETP611 (lambda$call$0, run inside the window)
            return Replies.success("{}");                                       // 31
        }
        if ("index_media".equals(tool)) {                                       // 33
            Identity.asSelf(() -> log.add("index by " + uid));                  // 34  NM CETP611 (uid read before)
            return Replies.success("{}");                                       // 35
        }
        if ("share_media".equals(tool)) {                                       // 37
            String who = Args.get(extras, "caller_package", String.class);      // 38  TP CETP606
            if (!"com.partner.gallery".equals(who)) return Replies.error("PERMISSION_DENIED", "not a partner"); // 39
            return Replies.success("{\"shared\":true}");                        // 40
        }
        if ("tag_media".equals(tool)) {                                         // 42
            String tag = Args.get(extras, "tag", String.class);                 // 43  NM CETP606
            return Replies.success("{\"tag\":\"" + tag + "\"}");                // 44
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 46
    }
}
