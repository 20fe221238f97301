package androidx.room;

import android.content.Context;
import android.database.Cursor;
import android.os.CancellationSignal;
import androidx.sqlite.db.SupportSQLiteOpenHelper;
import androidx.sqlite.db.SupportSQLiteQuery;

public abstract class RoomDatabase {
    private SupportSQLiteOpenHelper mOpenHelper;

    public RoomDatabase() {
    }

    public void init(SupportSQLiteOpenHelper helper) {
        mOpenHelper = helper;
    }

    public SupportSQLiteOpenHelper getOpenHelper() {
        return mOpenHelper;
    }

    public void assertNotSuspendingTransaction() {
    }

    public Cursor query(SupportSQLiteQuery query, CancellationSignal signal) {
        return mOpenHelper.getWritableDatabase().query(query, signal);
    }

    public static class Builder<T extends RoomDatabase> {
        private final Class<T> mDatabaseClass;
        private final String mName;
        private final Context mContext;

        Builder(Context context, Class<T> klass, String name) {
            mContext = context;
            mDatabaseClass = klass;
            mName = name;
        }

        public T build() {
            T db = Room.getGeneratedImplementation(mDatabaseClass, "_Impl");
            return db;
        }
    }
}
