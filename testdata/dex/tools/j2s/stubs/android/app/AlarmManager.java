package android.app;
public class AlarmManager {
    public void set(int type, PendingIntent op) { throw new RuntimeException("Stub!"); }
}
