// rev19_binderid: Java 17, javac + D8 min 24. The Consumer passes its own
// AIDL callback (ICaller, generated Stub/Proxy) in the extras with
// putBinder; the provider reads it with getBinder. Pipe and file
// descriptors duplicated with dup() before they go out as result_fd.
interface ICaller { String getPackageName(); void onDone(String json); }   // ICaller.aidl
public class LinkProvider extends ContentProvider {                                // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        // 21-28: the rev15 head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if ("grant_partner".equals(tool)) return grantPartner(extras);             // 29
        if ("notify_done".equals(tool)) return notifyDone(extras);                 // 30
        if ("share_log".equals(tool)) return shareLog(extras);                     // 31
        if ("share_file".equals(tool)) return shareFile(extras);                   // 32
        if ("grant_uid".equals(tool)) return grantUid(extras); if ("reply_to".equals(tool)) return replyTo(extras); return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 33
    }
    private Bundle grantPartner(Bundle extras) throws RemoteException {
        String pkg = ICaller.Stub.asInterface(extras.getBinder("caller")).getPackageName(); // 36  TP CETP606 (the Consumer's binder says who it is)
        if (!"com.partner.app".equals(pkg))                                        // 37
            return Replies.error("PERMISSION_DENIED", "not a partner");            // 38
        getContext().getSharedPreferences("grants", 0).edit().putBoolean(pkg, true).apply(); // 39
        return Replies.success("{}");                                              // 40
    }
    private Bundle notifyDone(Bundle extras) throws RemoteException {
        ICaller c = ICaller.Stub.asInterface(extras.getBinder("caller"));          // 44  NM CETP606 (a callback only)
        c.onDone("{}");                                                            // 45
        return Replies.success("{}");                                              // 46
    }
    private Bundle shareLog(Bundle extras) throws IOException {
        ParcelFileDescriptor[] p = ParcelFileDescriptor.createPipe();              // 50
        ParcelFileDescriptor w = p[1].dup();                                       // 51
        p[0].close();                                                              // 52
        Bundle b = Replies.success("{}");                                          // 53
        b.putParcelable("result_fd", w);                                           // 54  TP CETP612 (a duplicate of the write end)
        return b;                                                                  // 55
    }
    private Bundle shareFile(Bundle extras) throws IOException {
        ParcelFileDescriptor f = ParcelFileDescriptor.open(new File(getContext().getFilesDir(), "report.txt"), MODE_READ_ONLY); ParcelFileDescriptor d = f.dup(); // 59
        f.close();                                                                 // 60
        Bundle b = Replies.success("{}");                                          // 61
        b.putParcelable("result_fd", d);                                           // 62  NM CETP612 (a duplicate of a read-only descriptor)
        return b;                                                                  // 63
    }
    private Bundle grantUid(Bundle extras) {
        CallerInfo who = extras.getParcelable("caller", CallerInfo.class);        // 66  TP CETP606 (the uid a Consumer-supplied Parcelable reports decides)
        if (who.getUid() != 1000)                                                  // 67
            return Replies.error("PERMISSION_DENIED", "not the system");           // 68
        return Replies.success("{}");                                              // 69
    }
    private Bundle replyTo(Bundle extras) {
        ResultReceiver r = extras.getParcelable("caller", ResultReceiver.class);  // 72  NM CETP606 (only sent the reply)
        r.send(0, Replies.success("{}"));                                          // 73
        return Replies.success("{}");                                              // 74
    }
}
// CallerInfo.java: public final class CallerInfo implements Parcelable {
//     private final int uid; CallerInfo(int uid) { this.uid = uid; }   // 8-9
//     public int getUid() { return uid; }                                // 11
//     public int describeContents() { return 0; }                        // 12
//     public void writeToParcel(Parcel p, int f) { p.writeInt(uid); }    // 13
// }
