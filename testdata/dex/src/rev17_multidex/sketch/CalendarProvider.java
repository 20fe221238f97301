// rev17_multidex: Java 11, javac + D8 min 24 --main-dex-list with the provider
// only: the flag and mode helpers and the notifier land in classes2.dex.
// Modes.forAccess is javac's string switch (hashCode switch, equals, index switch).
final class PiFlags {                                                          // PiFlags.java (classes2)
    static int of(boolean mutable) {
        return mutable ? PendingIntent.FLAG_MUTABLE : PendingIntent.FLAG_IMMUTABLE; // 8
    }
}
final class Modes {                                                            // Modes.java (classes2)
    static int forAccess(String access) {
        switch (access) {                                                      // 10
            case "r": return ParcelFileDescriptor.MODE_READ_ONLY;              // 11
            case "rw": return ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE; // 12
            default: throw new IllegalArgumentException("mode " + access);    // 13
        }
    }
}
final class SyncNotifier {                                                     // SyncNotifier.java (classes2)
    static void show(Context c) {
        PendingIntent pi = PendingIntent.getActivity(c, 7,
                new Intent("com.example.r17m.OPEN_SYNC"), PendingIntent.FLAG_MUTABLE); // 12  TP CETP610 (off the surface: SyncService; mutable, implicit)
        post(c, pi);                                                           // 13
    }
    static void showDone(Context c) {
        Intent i = new Intent("com.example.r17m.OPEN_SYNC").setPackage(c.getPackageName()); // 17
        PendingIntent pi = PendingIntent.getActivity(c, 8, i, PendingIntent.FLAG_MUTABLE);  // 18  NM CETP610 (a package on every path)
        post(c, pi);                                                           // 19
    }
    private static void post(Context c, PendingIntent pi) {
        c.getSystemService(NotificationManager.class).notify(1,
            new Notification.Builder(c, "sync").setContentIntent(pi).build()); // 23
    }
}
final class Confirm {                                                          // Confirm.java
    static Bundle error(PendingIntent pi, String token) {                     // 8-16: USER_ACTION_REQUIRED, resolution, resume_token
}
public class SyncService extends Service {                                     // SyncService.java
    @Override public int onStartCommand(Intent in, int flags, int id) {
        SyncNotifier.show(this);                                               // 12
        SyncNotifier.showDone(this);                                           // 13
        return START_NOT_STICKY;                                               // 14
    }
    @Override public IBinder onBind(Intent in) { return null; }               // 17
}
public class CalendarProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("remind_me".equals(tool)) return remind(uid);                     // 29
        if ("confirm_event".equals(tool)) return confirmEvent(uid);           // 30
        if ("export_calendar".equals(tool)) return exportCalendar(uid);       // 31
        if ("read_calendar".equals(tool)) return readCalendar(uid);           // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 33
    }
    private Bundle remind(int uid) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);           // 36
        int flags = PiFlags.of(true) | PendingIntent.FLAG_UPDATE_CURRENT;     // 37
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, i, flags); // 38  TP CETP601 (of(true) is FLAG_MUTABLE)
        return Confirm.error(pi, Resumes.issue(uid));                         // 39
    }
    private Bundle confirmEvent(int uid) {                                    // 42-45: the same with PiFlags.of(false)  NM CETP601
    }
    private Bundle exportCalendar(int uid) {
        File f = new File(getContext().getFilesDir(), "calendar.ics");        // 48
        try {
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, Modes.forAccess("rw")); // 50
            Bundle b = Replies.success("{}");                                 // 51
            b.putParcelable("result_fd", fd);                                 // 52  TP CETP612 (MODE_READ_WRITE|MODE_CREATE through the string switch)
            return b;                                                         // 53
        } catch (FileNotFoundException e) {
            return Replies.error("INTERNAL_ERROR", "could not open the calendar"); // 55
        }
    }
    private Bundle readCalendar(int uid) {                                        // 58-65: the same with Modes.forAccess("r")  NM CETP612 (:62)
    }
}
