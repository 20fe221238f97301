// rev19_files: Java 17, javac + D8 min 24. The three-argument openFile,
// openAssetFile and openTypedAssetFile overridden; a reliable pipe and a
// socket pair handed out as result_fd.
public class FilesProvider extends ContentProvider {                               // 14
    @Override public boolean onCreate() { return true; }                           // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        // 21-28: the rev15 head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if ("share_log".equals(tool)) return shareLog(extras);                     // 29
        if ("open_socket".equals(tool)) return openSocket(extras);                 // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                    // 31
    }
    private Bundle shareLog(Bundle extras) {
        try {
            ParcelFileDescriptor[] p = ParcelFileDescriptor.createReliablePipe();  // 36
            OutputStream o = new ParcelFileDescriptor.AutoCloseOutputStream(p[1]); o.write("boot ok\n".getBytes()); o.close(); // 37
            Bundle b = Replies.success("{}"); b.putParcelable("result_fd", p[0]);  // 38  NM CETP612 (read end; the provider wrote and closed p[1])
            return b;                                                              // 39
        } catch (IOException e) { return Replies.error("UNAVAILABLE", "pipe failed"); } // 40
    }
    private Bundle openSocket(Bundle extras) {
        try {
            ParcelFileDescriptor[] s = ParcelFileDescriptor.createSocketPair();    // 41
            Bundle b = Replies.success("{}");                                      // 42
            b.putParcelable("result_fd", s[1]);                                    // 43  TP CETP612 (a socket end is writable)
            return b;                                                              // 44
        } catch (IOException e) { return Replies.error("UNAVAILABLE", "socket failed"); } // 45
    }
    @Override public ParcelFileDescriptor openFile(Uri uri, String mode, CancellationSignal signal)
            throws FileNotFoundException {
        File f = new File(getContext().getFilesDir(), "exports/today.csv");        // 50  TP CETP605
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);  // 51
    }
    @Override public AssetFileDescriptor openAssetFile(Uri uri, String mode) throws FileNotFoundException {
        Context c = getContext();
        if (!Callers.trusted(c, Binder.getCallingUid()))                           // 55  NM CETP605
            throw new SecurityException("caller not allowed");                     // 56
        ParcelFileDescriptor pfd = ParcelFileDescriptor.open(new File(c.getFilesDir(), "exports/summary.csv"), MODE_READ_ONLY); // 57
        return new AssetFileDescriptor(pfd, 0, AssetFileDescriptor.UNKNOWN_LENGTH); // 58
    }
    @Override public AssetFileDescriptor openTypedAssetFile(Uri uri, String mimeTypeFilter, Bundle opts)
            throws FileNotFoundException {
        return openAssetFile(uri, "r");                                            // 63  NM CETP605 (delegates to the checked one)
    }
}
