package android.os;
public class ParcelFileDescriptor implements java.io.Closeable {
  public static final int MODE_READ_ONLY = 0x10000000, MODE_WRITE_ONLY = 0x20000000, MODE_READ_WRITE = 0x30000000, MODE_CREATE = 0x08000000, MODE_TRUNCATE = 0x04000000, MODE_APPEND = 0x02000000;
  public static ParcelFileDescriptor open(java.io.File f, int mode) throws java.io.FileNotFoundException { return null; }
  public static ParcelFileDescriptor[] createPipe() throws java.io.IOException { return null; }
  public java.io.FileDescriptor getFileDescriptor() { return null; }
  public void close() throws java.io.IOException {}
  public static class AutoCloseOutputStream extends java.io.FileOutputStream { public AutoCloseOutputStream(ParcelFileDescriptor p) { super(p.getFileDescriptor()); } }
}
