package android.content.pm;
public final class SigningInfo {
    public Signature[] getApkContentsSigners() { throw new RuntimeException("Stub!"); }
}
