// What rev15_r8multi stands for: a Java provider built by R8 for release
// (-keepattributes SourceFile,LineNumberTable, -renamesourcefileattribute
// SourceFile), multidex. R8 renamed the helpers: Replies → a.a (error → a,
// success → b), Signatures → a.b, Intents → a.c (classes2.dex), Sessions → a.d,
// Resumes → a.e (classes2.dex); GalleryProvider.confirm → a.
final class Signatures {                                                         // a.b
    private static final byte[] CERT = Base64.decode("3q2+...", 0);
    static boolean trusted(Context c, int uid) {
        PackageManager pm = c.getPackageManager();                               // 12
        String[] pkgs = pm.getPackagesForUid(uid);                               // 13
        if (pkgs == null || pkgs.length == 0) return false;                      // 14
        for (String p : pkgs) {                                                  // 15
            try {
                Signature[] sigs = pm.getPackageInfo(p, PackageManager.GET_SIGNATURES).signatures; // 17  CETP616
                if (sigs.length == 0 || !Arrays.equals(sigs[0].toByteArray(), CERT)) return false; // 18
            } catch (PackageManager.NameNotFoundException e) { return false; }   // 19
        }
        return true;                                                             // 21
    }
}
final class Intents {                                                            // a.c (classes2.dex)
    static PendingIntent confirmDelete(Context c) {
        Intent i = new Intent("com.example.rv15m.CONFIRM_DELETE");               // 10
        i.setPackage(c.getPackageName());                                        // 11
        return PendingIntent.getActivity(c, 11, i, FLAG_IMMUTABLE | FLAG_UPDATE_CURRENT); // 12  CETP602
    }
    static PendingIntent confirmHide(Context c) {
        Intent i = new Intent();                                                 // 16
        i.setClassName(c, "com.example.rv15m.ConfirmActivity");                  // 17
        return PendingIntent.getActivity(c, 12, i, FLAG_IMMUTABLE | FLAG_UPDATE_CURRENT); // 18  near miss CETP602
    }
}
public final class GalleryProvider extends ContentProvider {                     // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                        // 18
        if (!Signatures.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed"); // 19
        // 20-25: negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                             // 26
        if ("delete_album".equals(tool)) return confirm(uid, extras, Intents.confirmDelete(getContext())); // 27
        if ("hide_album".equals(tool)) return confirm(uid, extras, Intents.confirmHide(getContext()));     // 28
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                  // 29
    }
    public Bundle confirm(int uid, Bundle extras, PendingIntent pi) {
        String resume = extras.getString("resume_token");                        // 32
        if (resume != null && Resumes.consume(resume, uid)) {                    // 33
            getContext().getSharedPreferences("albums", 0).edit()
                .putString(extras.getString("tool_name"), extras.getString("args")).apply(); // 34
            return Replies.success("{\"done\":true}");                           // 35
        }
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm in Gallery");  // 37
        b.putParcelable("resolution", pi);                                       // 38
        b.putString("resume_token", Resumes.issue(uid));                         // 39
        return b;                                                                // 40
    }
}
// ConfirmActivity: as in rev15_base (setResult, finish); exported="false" with an intent filter for CONFIRM_DELETE.
