package com.curbpass.core;

import android.content.Context;

/** Who is calling: one package, or a shared UID with several. */
public sealed interface Caller permits Caller.App, Caller.Shared {
    int uid();

    record App(int uid, String pkg) implements Caller {}

    record Shared(int uid, String[] pkgs) implements Caller {}

    static Caller of(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return new Shared(uid, pkgs == null ? new String[0] : pkgs);
        }
        return new App(uid, pkgs[0]);
    }
}
