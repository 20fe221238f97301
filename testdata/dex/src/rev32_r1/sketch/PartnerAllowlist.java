package com.ledgerly.pay.tools;

import android.content.Context;

/** Partner linking is offered only to agents whose every package is on the list. */
final class PartnerAllowlist {
    private static final String[] ALLOWED = {"com.clawseed.assistant", "com.clawseed.assistant.beta"};

    private PartnerAllowlist() {}

    static boolean allAllowed(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) return false;
        for (String p : pkgs) {
            boolean listed = false;
            for (String a : ALLOWED) {
                if (a.equals(p)) listed = true;
            }
            if (!listed) return false;
        }
        return true;
    }
}
