package android.os;
public class ParcelFileDescriptor implements Parcelable {
    public static final int MODE_READ_ONLY = 0x10000000;
    public static final int MODE_WRITE_ONLY = 0x20000000;
    public static final int MODE_READ_WRITE = 0x30000000;
    public static ParcelFileDescriptor open(java.io.File file, int mode) throws java.io.FileNotFoundException { return null; }
}
