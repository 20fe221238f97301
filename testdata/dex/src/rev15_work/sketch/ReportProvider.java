// What rev15_work stands for: a Java 17 provider (javac + D8, minSdk 26: the
// lambda stays an invoke-custom call site; the record is desugared onto
// com.android.tools.r8.RecordTag). Tools dispatch with a switch expression on
// the tool name; purge_cache hands work to WorkManager.
record ToolCall(String tool, String callerPackage, String args) {               // ToolCall.java 8
    static ToolCall from(Bundle b) {
        return new ToolCall(b.getString("tool_name"),                           // 10
                b.getString("caller_package"),                                  // 11  CETP606
                b.getString("args"));                                           // 12
    }
}
public final class ReportProvider extends ContentProvider {                     // ReportProvider.java 20
    private final ExecutorService io = Executors.newSingleThreadExecutor();      // 21
    private static final Set<String> ALLOWED = Set.of("com.example.assistant");  // 22
    @Override public boolean onCreate() { return true; }                         // 24
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                        // 27
        // 28-34: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        ToolCall call = ToolCall.from(extras);                                   // 35
        return switch (call.tool()) {                                            // 36
            case "app_info" -> appInfo(call);                                    // 37
            case "export_report" -> exportReport(call);                          // 38
            case "open_scratch" -> openScratch(call);                            // 39
            case "purge_cache" -> purge();                                       // 40
            case "export_audit" -> exportAudit(call);                            // (added after the scan)
            default -> Replies.error("TOOL_NOT_FOUND", "no such tool");          // 41
        };
    }
    private Bundle appInfo(ToolCall call) {
        try {
            String pkg = new JSONObject(call.args()).getString("package_name");   // 45  near miss CETP606 (the subject)
            PackageInfo pi = getContext().getPackageManager().getPackageInfo(pkg, 0); // 46
            return Replies.success("{\"version\":\"" + pi.versionName + "\"}"); // 47
        } catch (JSONException | PackageManager.NameNotFoundException e) {
            return Replies.error("INVALID_ARGUMENT", "unknown package");         // 49
        }
    }
    private Bundle exportReport(ToolCall call) {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();     // 53
            io.execute(() -> Reports.write(pipe[1], call.args()));               // 54
            Bundle b = Replies.success("{\"kind\":\"file\",\"media_type\":\"application/json\"}"); // 55
            b.putParcelable("result_fd", pipe[0]);                               // 56  near miss CETP612
            return b;                                                            // 57
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", "could not open a pipe");     // 59
        }
    }
    private Bundle openScratch(ToolCall call) {
        if (!ALLOWED.contains(call.callerPackage())) return Replies.error("PERMISSION_DENIED", "not allowed"); // 63  (CETP606's use)
        File f = new File(getContext().getCacheDir(), "scratch.json");           // 64
        try {
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(f,
                    ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE); // 65  CETP612
            Bundle b = Replies.success("{\"kind\":\"file\",\"media_type\":\"application/json\"}"); // 66
            b.putParcelable("result_fd", fd);                                    // 67
            return b;                                                            // 68
        } catch (FileNotFoundException e) {
            return Replies.error("INTERNAL_ERROR", "no scratch file");           // 70
        }
    }
    private Bundle purge() {
        WorkManager.getInstance(getContext()).enqueue(OneTimeWorkRequest.from(PurgeWorker.class)); // 74
        return Replies.success("{\"queued\":true}");                              // 75
    }
}
// Added after the first scan: the lambda writes the wrong end.
//  private Bundle exportAudit(ToolCall call) {
//      try {
//          ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();     // 79
//          io.execute(() -> Reports.write(pipe[0], call.args()));               // 80
//          Bundle b = Replies.success("{\"kind\":\"file\",\"media_type\":\"application/json\"}"); // 81
//          b.putParcelable("result_fd", pipe[0]);                               // 82  CETP612
//          return b;                                                            // 83
//      } catch (IOException e) { return Replies.error("INTERNAL_ERROR", "could not open a pipe"); } // 85
//  }
final class Reports {                                                            // Reports.java
    static void write(ParcelFileDescriptor fd, String args) {
        try { OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(fd); // 12
              out.write(args.getBytes(UTF_8)); out.close(); }                    // 13-14
        catch (IOException e) { Log.w("reports", "write failed", e); }           // 16
    }
}
public final class PurgeWorker extends Worker {                                  // PurgeWorker.java 11
    @Override public Result doWork() {
        File[] files = getApplicationContext().getCacheDir().listFiles();        // 15
        if (files != null) for (File f : files) f.delete();                     // 16-17
        return Result.success();                                                 // 19
    }
}
