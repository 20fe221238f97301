package android.content.pm;
public class PackageInfo {
    public String packageName;
    public Signature[] signatures;
    public SigningInfo signingInfo;
}
