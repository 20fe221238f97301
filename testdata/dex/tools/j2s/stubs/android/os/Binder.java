package android.os;
public class Binder implements IBinder {
    public static final native int getCallingUid();
}
