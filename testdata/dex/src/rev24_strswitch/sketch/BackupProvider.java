// rev24_strswitch: Java 11, javac + D8 --min-api 24. javac's string switch:
// hashCode() sparse-switch, equals to set an index, packed-switch on it.
// Lambdas are D8's BackupProvider$$ExternalSyntheticLambdaN calling the
// static lambda$...$N methods; try/finally copies the restore into the
// catch-all handler.
public class BackupProvider extends ContentProvider {                         // 14
    private static final ExecutorService POOL = Executors.newSingleThreadExecutor(); // 15
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        switch (tool) {                                                       // 29
            case "backup_now": return backupNow();                            // 30
            case "restore_backup": return restore();                          // 31
            case "audit_later": return auditLater(uid);                       // 32
            case "export_logs": return exportLogs();                          // 33
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 34
    }
    private Bundle backupNow() {
        Context ctx = getContext();
        POOL.execute(() -> {                                                  // 38
            int who = Binder.getCallingUid();                                 // 40  TP CETP603
            ctx.getSharedPreferences("backups", 0).edit().putInt("last_uid", who).apply(); // 41
        });
        return Replies.success("{}");                                         // 43
    }
    private Bundle auditLater(int uid) {
        Context ctx = getContext();
        POOL.execute(() ->                                                    // 47
            ctx.getSharedPreferences("audit", 0).edit().putInt("last_uid", uid).apply()); // 48  NM CETP603
        return Replies.success("{}");                                         // 50
    }
    private Bundle restore() {
        long id = Binder.clearCallingIdentity();                              // 54
        try {
            String pkg = getCallingPackage();                                 // 56  TP CETP611
            getContext().deleteFile("restores");                              // 57
        } finally {
            Binder.restoreCallingIdentity(id);                                // 59
        }
        return Replies.success("{}");                                         // 60
    }
    private Bundle exportLogs() {
        String pkg = getCallingPackage();                                     // 64  NM CETP611
        long id = Binder.clearCallingIdentity();                              // 65
        try { getContext().deleteFile("exports"); }                           // 67
        finally { Binder.restoreCallingIdentity(id); }                        // 69
        return Replies.success("{}");                                         // 70
    }
}
