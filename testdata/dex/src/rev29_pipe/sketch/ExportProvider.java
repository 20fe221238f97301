// rev29_pipe: Java 17, javac + D8 --min-api 24. File results: a mode chosen by a
// string switch in a helper (javac's hashCode lookupswitch + equals, then the
// index switch), pipes written by a try-with-resources helper from a
// CompletableFuture.runAsync lambda or an executor lambda (D8's
// $$ExternalSyntheticLambda0/1 over javac's static lambda$streamNotes$0 /
// lambda$streamRaw$1).
final class Modes {                                                             // Modes.java
    static int forKind(String kind) {
        switch (kind) {                                                         // 7
            case "log": return ParcelFileDescriptor.MODE_READ_ONLY;             // 8
            case "db": return ParcelFileDescriptor.MODE_READ_WRITE;             // 9
            default: return ParcelFileDescriptor.MODE_READ_ONLY;                // 10
        }
    }
}
final class Pump {                                                              // Pump.java
    static void write(ParcelFileDescriptor sink, byte[] data) {
        try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink)) { // 9
            out.write(data);                                                    // 10
        } catch (IOException e) {                                               // 11
            Log.w("pump", "write failed", e);                                   // 12
        }
    }
}
public class ExportProvider extends ContentProvider {                          // ExportProvider.java
    private static final byte[] RAW = {0x43, 0x45, 0x54, 0x50};                 // 8
    private final ExecutorService io = Executors.newSingleThreadExecutor();    // 9
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("export_log".equals(tool)) return exportFile("log");                // 29
        if ("export_db".equals(tool)) return exportFile("db");                  // 30
        if ("stream_notes".equals(tool)) return streamNotes();                  // 31
        if ("stream_raw".equals(tool)) return streamRaw();                      // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 33
    }
    private Bundle exportFile(String kind) {
        File f = new File(getContext().getFilesDir(), kind + ".bin");           // 36
        try {
            ParcelFileDescriptor pfd = ParcelFileDescriptor.open(f, Modes.forKind(kind)); // 38  TP CETP612 (export_db: MODE_READ_WRITE); NM for export_log
            return fileResult(pfd);                                             // 39
        } catch (FileNotFoundException e) {                                     // 40
            return Replies.error("INTERNAL", "export failed: " + e.getLocalizedMessage()); // 41  TP CETP607
        }
    }
    private Bundle streamNotes() {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();    // 46
            byte[] data = "notes".getBytes(StandardCharsets.UTF_8);             // 47
            CompletableFuture.runAsync(() -> Pump.write(pipe[1], data), io);    // 48
            return fileResult(pipe[0]);                                         // 49  NM CETP612 (read end; the write end is pumped)
        } catch (IOException e) {                                               // 50
            Log.e("export", "pipe failed", e);                                  // 51
            return Replies.error("INTERNAL", "export failed");                  // 52  NM CETP607
        }
    }
    private Bundle streamRaw() {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();    // 57
            io.execute(() -> Pump.write(pipe[0], RAW));                         // 58
            return fileResult(pipe[1]);                                         // 59  TP CETP612 (the write end goes to the consumer)
        } catch (IOException e) {                                               // 60
            return Replies.error("INTERNAL", "export failed");                  // 61
        }
    }
    private static Bundle fileResult(ParcelFileDescriptor pfd) {
        Bundle b = Replies.success("{\"kind\":\"file\"}");                      // 65
        b.putParcelable("result_fd", pfd);                                      // 66
        return b;                                                               // 67
    }
}
