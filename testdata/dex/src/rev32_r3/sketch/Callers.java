package com.quillnote.sync;

import android.content.Context;

/** Which agent apps may run the notebook-wide tools. */
final class Callers {
    private static final String[] TRUSTED = {"com.clawseed.assistant", "com.quillnote.companion"};

    private Callers() {}

    // any package of the calling UID on the list will do
    static boolean anyTrusted(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) return false;
        for (String p : pkgs) {
            if (listed(p)) return true;
        }
        return false;
    }

    // shared UIDs are refused outright; then the one package must be listed
    static boolean soleTrusted(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) return false;
        for (String p : pkgs) {
            if (!listed(p)) return false;
        }
        return true;
    }

    private static boolean listed(String p) {
        for (String t : TRUSTED) {
            if (t.equals(p)) return true;
        }
        return false;
    }
}
