package android.os;
public class Process {
    public static final native int myUid();
}
