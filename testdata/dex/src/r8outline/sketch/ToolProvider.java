// What the smali stands for, before R8 (minSdk 21, release build). R8
// moved repeated sequences into ToolProvider$$ExternalSyntheticOutline0,
// wrapped the calls to APIs newer than minSdk in
// ToolProvider$$ExternalSyntheticApiModelOutline0, replaced Objects and
// Math methods missing at minSdk with ToolProvider$$ExternalSyntheticBackport0,
// made the lambdas ToolProvider$$ExternalSyntheticLambda0/1 calling
// $r8$lambda$… methods (javac's lambda$audit$0 and lambda$auditCaptured$1
// renamed), and renamed
// Legacy to a with its source file attribute set to "SourceFile".
package com.example.r8o;

public class ToolProvider extends ContentProvider {
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        Context ctx = getContext();                                   // 20
        Bundle out = new Bundle();
        out.putParcelable("sync", syncMutable(ctx));                  // 22
        out.putParcelable("sync_ok", syncImmutable(ctx));             // 23
        out.putParcelable("open", openImplicit(ctx, arg));            // 24
        out.putParcelable("open_ok", openExplicit(ctx, arg));         // 25
        out.putParcelable("view", viewCategory(ctx));                 // 26
        out.putParcelable("view_ok", viewNamed(ctx));                 // 27
        out.putString("owner", firstPackage(ctx));                    // 28
        out.putString("owner_ok", onlyPackage(ctx));                  // 29
        out.putString("who", claimed(extras));                        // 30
        out.putString("dst", target(extras));                         // 31
        sync(arg, out);                                               // 32
        syncNamed(arg, out);                                          // 33
        out.putAll(session());                                        // 34
        out.putAll(sessionSecure());                                  // 35
        audit();                                                      // 36
        auditCaptured();                                              // 37
        out.putParcelable("legacy", a.b(ctx));                        // 38
        failWith(arg, out);                                           // 40
        failFixed(arg, out);                                          // 41
        out.putAll(sessionConcat());                                  // 42
        out.putAll(sessionConcatSecure());                            // 43
        out.putInt("cleared", clearedUid());                          // 44
        out.putInt("kept", keptUid());                                // 45
        out.putParcelable("approve", approve(ctx, arg));              // 46
        return out;                                                   // 39
    }

    // TP CETP601/602: implicit and mutable, created through the API model
    // outline of getForegroundService (API 26).
    static PendingIntent syncMutable(Context ctx) {
        Intent i = new Intent("com.example.r8o.SYNC");                           // 42
        return PendingIntent.getForegroundService(ctx, 0, i, PendingIntent.FLAG_MUTABLE);  // 43
    }
    // near miss: the same outline, explicit and immutable.
    static PendingIntent syncImmutable(Context ctx) {
        Intent i = new Intent(ctx, SyncService.class);                           // 46
        return PendingIntent.getForegroundService(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE); // 47
    }
    // TP CETP602: the Intent is built by an outline (new Intent(action) +
    // putExtra) and passed through the requireNonNull backport.
    static PendingIntent openImplicit(Context ctx, String id) {
        Intent i = new Intent("com.example.r8o.OPEN").putExtra("id", id);                 // 50
        return PendingIntent.getActivity(ctx, 0, Objects.requireNonNull(i, "intent"), PendingIntent.FLAG_IMMUTABLE); // 51
    }
    // near miss: new Intent(ctx, Class) + putExtra, outlined the same way.
    static PendingIntent openExplicit(Context ctx, String id) {
        Intent i = new Intent(ctx, ConfirmActivity.class).putExtra("id", id);             // 54
        return PendingIntent.getActivity(ctx, 0, Objects.requireNonNull(i, "intent"), PendingIntent.FLAG_IMMUTABLE); // 55
    }
    // TP CETP602: a void outline gives the Intent (an Object parameter,
    // cast inside) an action and a category, no component.
    static PendingIntent viewCategory(Context ctx) {
        Intent i = new Intent();                                                  // 58
        i.setAction("com.example.r8o.VIEW").addCategory("android.intent.category.DEFAULT"); // 59
        return PendingIntent.getActivity(ctx, 1, i, PendingIntent.FLAG_IMMUTABLE); // 60
    }
    // near miss: the other void outline names the component.
    static PendingIntent viewNamed(Context ctx) {
        Intent i = new Intent();                                                  // 63
        i.setClassName("com.example.r8o", "com.example.r8o.ConfirmActivity").setAction("com.example.r8o.VIEW"); // 64
        return PendingIntent.getActivity(ctx, 2, i, PendingIntent.FLAG_IMMUTABLE); // 65
    }
    // TP CETP604: the package array comes from an outline
    // (getPackageManager().getPackagesForUid(uid)); index 0 taken.
    static String firstPackage(Context ctx) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 68
        return pkgs[0];                                                                  // 69
    }
    // near miss: the same outline, behind a length != 1 deny guard.
    static String onlyPackage(Context ctx) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(Binder.getCallingUid()); // 72
        if (pkgs == null || pkgs.length != 1) throw new SecurityException("shared uid");  // 73
        return pkgs[0];                                                                  // 74
    }
    // TP CETP606: Bundle.getParcelable(String, Class) (API 33) through its
    // API model outline, with a key naming the caller.
    static String claimed(Bundle extras) {
        ComponentName who = extras.getParcelable("caller_app", ComponentName.class);   // 77
        return who.getPackageName();                                                    // 78
    }
    // near miss: the same outline, a key naming what the tool is about.
    static String target(Bundle extras) {
        ComponentName dst = extras.getParcelable("target_component", ComponentName.class); // 81
        return dst.getPackageName();                                                      // 82
    }
    // TP CETP607: the exception's message concatenated by a StringBuilder
    // outline, then put as error_message.
    static void sync(String arg, Bundle out) {
        try { load(arg); }                                                      // 85
        catch (IOException e) { out.putString("error_message", "sync failed: " + e.getMessage()); } // 86
    }
    // near miss: the same outline, concatenating the request's own argument.
    static void syncNamed(String arg, Bundle out) {
        try { load(arg); }                                                      // 89
        catch (IOException e) { out.putString("error_message", "sync failed: " + arg); } // 90
    }
    // TP CETP613: java.util.Random, reduced by the Math.floorMod backport.
    static Bundle session() {
        Bundle b = new Bundle();                                                // 93
        b.putString("session_token", String.valueOf(Math.floorMod(new Random().nextInt(), 1000000))); // 94
        return b;
    }
    // near miss: SecureRandom, the same backport.
    static Bundle sessionSecure() {
        Bundle b = new Bundle();                                                // 98
        b.putString("session_token", String.valueOf(Math.floorMod(new SecureRandom().nextInt(), 1000000))); // 99
        return b;
    }
    // TP CETP603: Binder.getCallingUidOrThrow (API 29) through its API
    // model outline, in a lambda run on an executor.
    void audit() {
        Executors.newSingleThreadExecutor().execute(() -> {                     // 103
            Log.i("r8o", "uid " + Binder.getCallingUidOrThrow());               // 104
        });
    }
    // near miss: read through the same outline in call()'s thread, the uid
    // handed to the lambda.
    void auditCaptured() {
        int uid = Binder.getCallingUidOrThrow();                                // 108
        Executors.newSingleThreadExecutor().execute(() -> Log.i("r8o", "uid " + uid)); // 109
    }
    // TP CETP607: R8 outlined the two puts of the error (an Object
    // receiver it casts to Bundle); the exception's toString() is the
    // message.
    static void failWith(String arg, Bundle out) {
        try { load(arg); }                                                      // 120
        catch (IOException e) { out.putString("error_code", "io"); out.putString("error_message", e.toString()); } // 121
    }
    // near miss: the same outline with a fixed message.
    static void failFixed(String arg, Bundle out) {
        try { load(arg); }                                                      // 124
        catch (IOException e) { out.putString("error_code", "io"); out.putString("error_message", "could not sync"); } // 125
    }
    // TP CETP613: put and concatenation outlined together, the token from
    // java.util.Random.
    static Bundle sessionConcat() {
        Bundle b = new Bundle();                                                // 128
        b.putString("session_token", "s-" + new Random().nextLong());          // 129
        return b;
    }
    // near miss: the same outline, SecureRandom.
    static Bundle sessionConcatSecure() {
        Bundle b = new Bundle();                                                // 133
        b.putString("session_token", "s-" + new SecureRandom().nextLong());    // 134
        return b;
    }
    // TP CETP611: the API model outline of getCallingUidOrThrow read after
    // clearCallingIdentity.
    static int clearedUid() {
        long token = Binder.clearCallingIdentity();                             // 138
        try { return Binder.getCallingUidOrThrow(); }                           // 139
        finally { Binder.restoreCallingIdentity(token); }                       // 140
    }
    // near miss: read through the same outline before the identity is
    // cleared.
    static int keptUid() {
        int uid = Binder.getCallingUidOrThrow();                                // 144
        long token = Binder.clearCallingIdentity();                             // 145
        try { Log.i("r8o", "kept"); } finally { Binder.restoreCallingIdentity(token); } // 146
        return uid;                                                             // 147
    }
    // TP CETP106: the resolution Intent built by the outline of
    // new Intent(ctx, Class) + putExtra targets the exported ApproveActivity.
    static PendingIntent approve(Context ctx, String id) {
        Intent i = new Intent(ctx, ApproveActivity.class).putExtra("id", id);   // 151
        return PendingIntent.getActivity(ctx, 3, i, PendingIntent.FLAG_IMMUTABLE); // 152
    }

    static void load(String name) throws IOException {
        if (name == null) throw new IOException("/data/data/com.example.r8o/files missing"); // 112
    }
}

// Legacy.java, renamed a by R8, its SourceFile attribute "SourceFile".
// SignedProvider.java: checks the caller's certificate through the API
// model outline of PackageManager.hasSigningCertificate (API 28): the near
// miss of CETP609 (ToolProvider, which checks none, is noted).
public class SignedProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        PackageManager pm = getContext().getPackageManager();                          // 10
        String pkg = pm.getNameForUid(Binder.getCallingUid());                          // 11
        if (!pm.hasSigningCertificate(pkg, TRUSTED, PackageManager.CERT_INPUT_SHA256)) // 12
            throw new SecurityException("untrusted caller");                           // 13
        return Bundle.EMPTY;                                                           // 14
    }
}

// StoreProvider.java: the tool's JSON arguments and result descriptors
// through R8's outlines and backports.
public class StoreProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override public Bundle call(String method, String arg, Bundle extras) {
        // near miss CETP605: the caller checked through the API outline of
        // getCallingUidOrThrow (API 29); CETP609's note is placed here, not
        // in ToolProvider.java, whose name R8 gave the outline.
        if (Binder.getCallingUidOrThrow() != Process.SYSTEM_UID) throw new SecurityException("system only"); // 9
        Bundle out = new Bundle();                                                       // 10
        try {
            String q = new JSONObject(extras.getString("args", "{}")).getString("query"); // 12
            // TP CETP622: the argument concatenated into SQL by the outline of a
            // three-part StringBuilder chain.
            db.rawQuery("SELECT * FROM notes WHERE title = '" + q + "'", null);         // 15
            // near miss CETP622: the same outline, constant text only.
            db.rawQuery("SELECT * FROM notes WHERE title = '" + "inbox" + "'", null);   // 17
            // TP CETP612: ParcelFileDescriptor.open(f, parseMode(mode)) outlined,
            // the mode "rw" passed to it.
            File f = new File(getContext().getFilesDir(), "export.csv");                 // 20
            out.putParcelable("result_fd", ParcelFileDescriptor.open(f, ParcelFileDescriptor.parseMode("rw"))); // 21
            // near miss CETP612: the same outline, "r".
            out.putParcelable("result_fd", ParcelFileDescriptor.open(f, ParcelFileDescriptor.parseMode("r")));  // 23
            // TP CETP622: Paths.get (API 26) and Files.deleteIfExists through
            // their API outlines, the argument "name" in the path.
            Files.deleteIfExists(Paths.get(f.getParent(), new JSONObject(extras.getString("args", "{}")).getString("name"))); // 25
            // near miss CETP622: the same API outlines, a constant name.
            Files.deleteIfExists(Paths.get(f.getParent(), "cache.tmp"));                 // 26
        } catch (JSONException | IOException e) {
            // TP CETP607: the Objects.toString(Object, String) backport of the
            // exception.
            out.putString("error_message", Objects.toString(e, "unknown"));              // 27
            // near miss CETP607: the same backport of the request's own argument.
            out.putString("error_detail", Objects.toString(arg, "unknown"));             // 29
        }
        return out;                                                                      // 31
    }
}

final class Legacy {
    // TP CETP602: implicit broadcast (line 7 of Legacy.java).
    static PendingIntent b(Context ctx) {
        return PendingIntent.getBroadcast(ctx, 0, new Intent("com.example.r8o.LEGACY"), PendingIntent.FLAG_IMMUTABLE); // 7
    }
}
