package app.shoebox.core;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import android.util.Base64;
import java.util.Arrays;
import java.util.List;

/** Which callers may use Shoebox's tools: the listed assistants, signed with the assistant key. */
public final class Callers {
    static final List<String> ASSISTANTS = List.of("app.clawseed.agent", "org.shoebox.assistant");
    static final byte[] CERT = Base64.decode("q0Hm1yV3eW8bS2cPZfJ9tQ4nXkR6aE1uLw7dCz5YgOs=", Base64.NO_WRAP);

    private Callers() {
    }

    /** Albums: the UID passes when one of its packages is a listed assistant. */
    public static boolean anyAllowed(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        boolean listed = Arrays.stream(pkgs).anyMatch(ASSISTANTS::contains);
        return listed && signed(pm, uid);
    }

    /** Backups: the UID must map to exactly one package, and that package must be a listed assistant. */
    public static boolean soleAllowed(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        boolean listed = Arrays.stream(pkgs).allMatch(ASSISTANTS::contains);
        return listed && signed(pm, uid);
    }

    static boolean signed(PackageManager pm, int uid) {
        return Build.VERSION.SDK_INT >= 28 && pm.hasSigningCertificate(uid, CERT, PackageManager.CERT_INPUT_SHA256);
    }
}
