package android.util;
public final class Log {
    public static int d(String tag, String msg) { return 0; }
    public static int w(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }
    public static int i(String tag, String msg) { throw new RuntimeException("Stub!"); }
    public static String getStackTraceString(Throwable tr) { throw new RuntimeException("Stub!"); }
}
