package a;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.os.Build;
import android.util.Log;

import com.quillstone.fieldbook.ui.ReviewActivity;

/**
 * Caller admission for both providers, the review PendingIntents and the audit line: several small static classes
 * merged into one by the shrinker.
 */
public final class g {
    private g() {
    }

    /** Notes provider admission: the UID's only package, with a grant row whose certificate matches. */
    public static String a(Context ctx, int uid, String providerId) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return null;
        }
        String pkg = pkgs[0];
        String[] grant = f.a(ctx).a(providerId, pkg);
        if (grant == null) {
            return null;
        }
        try {
            PackageInfo info = pm.getPackageInfo(pkg, 64);
            Signature[] sigs = info.signatures;
            if (sigs == null || sigs.length != 1) {
                return null;
            }
            return grant[0].equalsIgnoreCase(a.b(sigs[0].toByteArray())) ? pkg : null;
        } catch (PackageManager.NameNotFoundException e) {
            return null;
        }
    }

    /** Sites provider admission: a grant row for the UID's package whose certificate matches. */
    public static String b(Context ctx, int uid, String providerId) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return null;
        }
        String pkg = pkgs[0];
        String[] grant = f.a(ctx).a(providerId, pkg);
        if (grant == null) {
            return null;
        }
        if (Build.VERSION.SDK_INT >= 28) {
            String hex = grant[0];
            byte[] cert = new byte[hex.length() / 2];
            for (int i = 0; i < cert.length; i++) {
                cert[i] = (byte) Integer.parseInt(hex.substring(i * 2, i * 2 + 2), 16);
            }
            return pm.hasSigningCertificate(pkg, cert, 1) ? pkg : null;
        }
        try {
            PackageInfo info = pm.getPackageInfo(pkg, 64);
            Signature[] sigs = info.signatures;
            if (sigs == null || sigs.length != 1) {
                return null;
            }
            return grant[0].equalsIgnoreCase(a.b(sigs[0].toByteArray())) ? pkg : null;
        } catch (PackageManager.NameNotFoundException e) {
            return null;
        }
    }

    /** The notes provider's review screen: explicit component, immutable. */
    public static PendingIntent a(Context ctx, String token, int requestCode) {
        Intent intent = new Intent("com.quillstone.fieldbook.action.REVIEW")
                .setComponent(new ComponentName(ctx, ReviewActivity.class));
        intent.putExtra("t", token);
        return PendingIntent.getActivity(ctx, requestCode, intent, 0x0C000000);
    }

    /** The sites provider's review screen: resolved by action inside the app's package, immutable. */
    public static PendingIntent b(Context ctx, String token, int requestCode) {
        Intent intent = new Intent().setAction("com.quillstone.fieldbook.action.REVIEW")
                .setPackage(ctx.getPackageName());
        intent.putExtra("t", token);
        return PendingIntent.getActivity(ctx, requestCode, intent, 0x0C000000);
    }

    public static void a(String providerId, int uid, String method, String tool, String status) {
        Log.i("Fieldbook", providerId + " uid=" + uid + " " + method + (tool == null ? "" : " " + tool) + " -> "
                + status);
    }
}
