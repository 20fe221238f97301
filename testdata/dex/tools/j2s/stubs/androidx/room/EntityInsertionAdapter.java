package androidx.room;
public abstract class EntityInsertionAdapter<T> {
    public EntityInsertionAdapter(RoomDatabase database) { throw new RuntimeException("Stub!"); }
    protected abstract String createQuery();
    protected abstract void bind(androidx.sqlite.db.SupportSQLiteStatement statement, T entity);
    public final long insertAndReturnId(T entity) { throw new RuntimeException("Stub!"); }
}
