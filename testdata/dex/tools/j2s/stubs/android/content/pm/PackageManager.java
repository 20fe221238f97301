package android.content.pm;
public abstract class PackageManager {
    public static final int CERT_INPUT_SHA256 = 1;
    public static final int GET_SIGNATURES = 64;
    public static final int GET_SIGNING_CERTIFICATES = 134217728;
    public static class NameNotFoundException extends Exception {
        public NameNotFoundException() { }
        public NameNotFoundException(String name) { super(name); }
    }
    public String[] getPackagesForUid(int uid) { throw new RuntimeException("Stub!"); }
    public String getNameForUid(int uid) { throw new RuntimeException("Stub!"); }
    public boolean hasSigningCertificate(int uid, byte[] certificate, int type) { throw new RuntimeException("Stub!"); }
    public boolean hasSigningCertificate(String packageName, byte[] certificate, int type) { throw new RuntimeException("Stub!"); }
    public PackageInfo getPackageInfo(String packageName, int flags) throws NameNotFoundException { throw new RuntimeException("Stub!"); }
}
