// What the two signature-checking providers' smali stands for, before R8
// (minSdk 21). Both read the caller's certificates with the same three
// instructions (getPackageInfo(pkg, GET_SIGNATURES), then .signatures):
// R8 moved them into LegacyProvider$$ExternalSyntheticOutline0.m, named
// after the first class using it, called by both. hasSigningCertificate
// is API 28: R8 wraps it in RotatingProvider$$ExternalSyntheticApiModelOutline0.m.
package com.example.r8o2;

// TP CETP616: only the legacy one-certificate array decides.
public class LegacyProvider extends ContentProvider {
    static final String TRUSTED = "3082...";
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        PackageManager pm = getContext().getPackageManager();                // 10
        String pkg = pm.getNameForUid(Binder.getCallingUid());                 // 11
        try {
            Signature[] sigs = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures; // 13
            if (!TRUSTED.equals(sigs[0].toCharsString())) throw new SecurityException("untrusted"); // 14
        } catch (PackageManager.NameNotFoundException e) {
            throw new SecurityException("unknown caller");                    // 16
        }
        return Bundle.EMPTY;                                                   // 18
    }
}

// near miss CETP616: the same outline reads the legacy array, but
// hasSigningCertificate, which follows key rotation, decides first.
public class RotatingProvider extends ContentProvider {
    static final byte[] CERT = new byte[32];
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        PackageManager pm = getContext().getPackageManager();                // 10
        String pkg = pm.getNameForUid(Binder.getCallingUid());                 // 11
        if (!pm.hasSigningCertificate(pkg, CERT, PackageManager.CERT_INPUT_SHA256)) // 12
            throw new SecurityException("untrusted");                         // 13
        try {
            Bundle out = new Bundle();
            out.putInt("signers", pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures.length); // 17
            return out;                                                        // 18
        } catch (PackageManager.NameNotFoundException e) {
            return Bundle.EMPTY;                                               // 20
        }
    }
}
