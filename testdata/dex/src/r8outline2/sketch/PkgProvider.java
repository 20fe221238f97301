// What PkgProvider's smali stands for, before R8 (minSdk 21). List.of is
// API 30: R8 wraps it in PkgProvider$$ExternalSyntheticApiModelOutline0.m,
// called by both checks.
package com.example.r8o2;

public class PkgProvider extends ContentProvider {
    static final String TRUSTED = "com.example.agent";
    @Override public boolean onCreate() { return true; }

    // TP CETP624: any one package of a shared UID passes.
    static boolean anyTrusted(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);     // 12
        return pkgs != null && List.of(pkgs).contains(TRUSTED);              // 13
    }

    // near miss CETP624: a UID with more than one package is denied first.
    static boolean onlyTrusted(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);     // 18
        if (pkgs == null || pkgs.length != 1) return false;                 // 19
        return List.of(pkgs).contains(TRUSTED);                             // 20
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                      // 24
        if (!anyTrusted(getContext(), uid) || !onlyTrusted(getContext(), uid)) // 25
            throw new SecurityException("untrusted");                        // 26
        return Bundle.EMPTY;                                                   // 27
    }
}
