package com.ledgerly.pay.tools;

import android.content.Context;

/** Which app initiated a payment, for the statement's "initiated by" column. */
final class PayerDirectory {
    private PayerDirectory() {}

    static String primaryPackage(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        return pkgs == null ? "unknown" : pkgs[0];
    }
}
