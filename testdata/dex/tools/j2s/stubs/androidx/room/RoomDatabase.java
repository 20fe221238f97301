package androidx.room;
public abstract class RoomDatabase {
    public RoomDatabase() {}
    public void assertNotSuspendingTransaction() { throw new RuntimeException("Stub!"); }
    public void beginTransaction() { throw new RuntimeException("Stub!"); }
    public void setTransactionSuccessful() { throw new RuntimeException("Stub!"); }
    public void endTransaction() { throw new RuntimeException("Stub!"); }
}
