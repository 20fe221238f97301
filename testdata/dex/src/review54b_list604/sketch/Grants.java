package com.hg;

import android.content.Context;
import android.content.Intent;
import android.net.Uri;

/**
 * Read grants for the caller's packages, given a CallerInfo. first() grants the first package the UID has
 * (CETP604 at :13); each() grants every one and single() refuses a shared UID (no finding).
 */
final class Grants {
    static void first(Context ctx, CallerInfo caller, Uri uri) {
        ctx.grantUriPermission(caller.getPackages().get(0), uri, Intent.FLAG_GRANT_READ_URI_PERMISSION);
    }

    static void each(Context ctx, CallerInfo caller, Uri uri) {
        for (String pkg : caller.getPackages()) {
            ctx.grantUriPermission(pkg, uri, Intent.FLAG_GRANT_READ_URI_PERMISSION);
        }
    }

    static boolean single(Context ctx, CallerInfo caller, Uri uri) {
        java.util.List<String> pkgs = caller.getPackages();
        if (pkgs.size() != 1) {
            return false;
        }
        ctx.grantUriPermission(pkgs.get(0), uri, Intent.FLAG_GRANT_READ_URI_PERMISSION);
        return true;
    }
}
