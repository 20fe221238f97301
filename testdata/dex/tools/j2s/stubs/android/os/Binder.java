package android.os;
public class Binder implements IBinder {
    public static final native int getCallingUid();
    public static final native long clearCallingIdentity();
    public static final native void restoreCallingIdentity(long token);
}
