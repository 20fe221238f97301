package androidx.room;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;

/** Trimmed copy of androidx.room.RoomDatabase as the APK bundles it (framework database, no open helper). */
public abstract class RoomDatabase {
    protected volatile SQLiteDatabase mDatabase;

    public void init(SQLiteDatabase database) {
        mDatabase = database;
    }

    public Cursor query(RoomSQLiteQuery query) {
        return mDatabase.rawQuery(query.getSql(), query.getBindArgs());
    }

    public SQLiteStatement compileStatement(String sql) {
        return mDatabase.compileStatement(sql);
    }
}
