package android.app;
import android.content.Context;
import android.content.Intent;
public final class PendingIntent implements android.os.Parcelable {
    public static final int FLAG_IMMUTABLE = 0x04000000;
    public static final int FLAG_MUTABLE = 0x02000000;
    public static final int FLAG_UPDATE_CURRENT = 0x08000000;
    public static final int FLAG_ONE_SHOT = 0x40000000;
    public static PendingIntent getActivity(Context context, int requestCode, Intent intent, int flags) { throw new RuntimeException("Stub!"); }
    public static PendingIntent getBroadcast(Context context, int requestCode, Intent intent, int flags) { throw new RuntimeException("Stub!"); }
}
