// rev18_pipes: Java 17, javac + D8 min 24. Pipe ends made in a helper class,
// a writer thread from a capturing lambda (D8 Pipes$$ExternalSyntheticLambda0
// calling the static lambda$feed$0), try-with-resources (close on both exits,
// addSuppressed on the throwing one), openFile and query overridden.
final class Pipes {                                                                // Pipes.java 9
    static ParcelFileDescriptor[] feed(String text) throws IOException {
        ParcelFileDescriptor[] p = ParcelFileDescriptor.createPipe();              // 11
        new Thread(() -> write(p[1], text)).start();                               // 12
        return p;                                                                  // 13
    }
    static ParcelFileDescriptor[] open() throws IOException {
        return ParcelFileDescriptor.createReliablePipe();                          // 16
    }
    private static void write(ParcelFileDescriptor fd, String text) {
        try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(fd)) { // 19
            out.write(text.getBytes(StandardCharsets.UTF_8));                      // 20
        } catch (IOException e) {                                                  // 21
            Log.w("Pipes", "write failed", e);                                     // 22
        }
    }                                                                              // 24
}
public class FilesProvider extends ContentProvider {                               // 14
    @Override public boolean onCreate() { return true; }                           // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                          // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                               // 28
        if ("stream_log".equals(tool)) return streamLog(extras);                   // 29
        if ("upload_slot".equals(tool)) return uploadSlot(extras);                 // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                    // 31
    }
    private Bundle streamLog(Bundle extras) {
        try {
            ParcelFileDescriptor[] p = Pipes.feed("boot ok\n");                    // 37
            Bundle b = Replies.success("{}");                                      // 38
            b.putParcelable("result_fd", p[0]);                                    // 39  NM CETP612 (read end; the helper's thread writes p[1])
            return b;                                                              // 40
        } catch (IOException e) {
            return Replies.error("UNAVAILABLE", "pipe failed");                    // 41
        }
    }
    private Bundle uploadSlot(Bundle extras) {
        try {
            ParcelFileDescriptor[] p = Pipes.open();                               // 45
            Bundle b = Replies.success("{}");                                      // 46
            b.putParcelable("result_fd", p[1]);                                    // 47  TP CETP612 (the write end)
            return b;                                                              // 48
        } catch (IOException e) {
            return Replies.error("UNAVAILABLE", "pipe failed");                    // 49
        }
    }
    @Override public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        File f = new File(getContext().getFilesDir(), "shared/" + uri.getLastPathSegment()); // 54  TP CETP605 (no caller check)
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);  // 55
    }
    @Override public Cursor query(Uri uri, String[] proj, String sel, String[] selArgs, String sort) {
        if (!Callers.trusted(getContext(), Binder.getCallingUid()))                // 60  NM CETP605
            throw new SecurityException("caller not allowed");
        MatrixCursor c = new MatrixCursor(new String[] {"name"});                  // 61
        c.addRow(new Object[] {"app.log"});                                        // 62
        return c;                                                                  // 63
    }
}
