package app.hearthlink.core;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import android.util.Base64;

/** Only the ClawSeed assistant, signed with its key, on a UID of its own. */
public final class Callers {
    static final String ASSISTANT = "app.clawseed.agent";
    static final byte[] CERT = Base64.decode("mQ3vT8b2cJk9xR4sWn1pLe7yZa0uHf6dGo5iKt2qVbE=", Base64.NO_WRAP);

    private Callers() {
    }

    public static boolean allowed(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        for (String pkg : pkgs) {
            if (!ASSISTANT.equals(pkg)) {
                return false;
            }
        }
        return Build.VERSION.SDK_INT >= 28 && pm.hasSigningCertificate(uid, CERT, PackageManager.CERT_INPUT_SHA256);
    }
}
