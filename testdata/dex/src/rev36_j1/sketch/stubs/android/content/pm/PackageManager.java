package android.content.pm;
public abstract class PackageManager {
  public static final int CERT_INPUT_SHA256 = 1;
  public static final int GET_SIGNATURES = 0x40;
  public static final int GET_SIGNING_CERTIFICATES = 0x08000000;
  public static class NameNotFoundException extends Exception {}
  public abstract String[] getPackagesForUid(int uid);
  public abstract boolean hasSigningCertificate(int uid, byte[] c, int t);
  public abstract boolean hasSigningCertificate(String p, byte[] c, int t);
  public abstract String getNameForUid(int uid);
  public abstract PackageInfo getPackageInfo(String p, int flags) throws NameNotFoundException;
}
