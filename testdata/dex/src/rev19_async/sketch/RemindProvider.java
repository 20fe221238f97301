// rev19_async: Java 17, javac + D8 min 24. A receiver that calls goAsync()
// and finishes its PendingResult on a worker thread (D8 lambda, finish() in
// finally); the provider's own resolution PendingIntents.
public class RemindProvider extends ContentProvider {                              // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        // 21-28: the rev15 head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if ("remind".equals(tool)) return remind(extras);                          // 29
        if ("remind_exact".equals(tool)) return remindExact(extras);               // 30
        if ("whoami".equals(tool)) return whoami(extras);                          // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                    // 32
    }
    private Bundle remind(Bundle extras) {
        Intent i = new Intent("com.example.r19b.CONFIRM");                         // 36
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, FLAG_IMMUTABLE); // 37
        Bundle b = Replies.success("{}");                                          // 38
        b.putParcelable("resolution", pi);                                         // 39  TP CETP602
        return b;                                                                  // 40
    }
    private Bundle remindExact(Bundle extras) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);                // 44
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, FLAG_IMMUTABLE); // 45
        Bundle b = Replies.success("{}");                                          // 46
        b.putParcelable("resolution", pi);                                         // 47  NM CETP602
        return b;                                                                  // 48
    }
    private Bundle whoami(Bundle extras) {
        String pkg = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid())[0]; // 52  TP CETP604
        return Replies.success(pkg);                                               // 53
    }
}
public final class RefreshReceiver extends BroadcastReceiver {                     // 11
    @Override public void onReceive(Context ctx, Intent intent) {
        PendingResult result = goAsync();                                          // 15
        new Thread(() -> {                                                         // 16
            try {
                Intent next = intent.getBooleanExtra("exact", false)               // 18
                        ? new Intent(ctx, RefreshReceiver.class)                   // 19  (NM CETP610 on this branch)
                        : new Intent("com.example.r19b.REFRESH");                  // 20
                PendingIntent pi = PendingIntent.getBroadcast(ctx, 0, next, FLAG_MUTABLE); // 21  TP CETP610
                AlarmManager am = (AlarmManager) ctx.getSystemService("alarm");    // 22
                am.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + 60_000, pi); // 23
            } finally {
                result.finish();                                                   // 25
            }
        }).start();                                                                // 27
    }
}
