package android.os;
public class Binder { public static int getCallingUid() { return 0; } public static int getCallingPid() { return 0; } public static long clearCallingIdentity() { return 0; } public static void restoreCallingIdentity(long t) {} }
