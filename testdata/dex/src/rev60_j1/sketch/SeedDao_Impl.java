package com.seedvault.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteStatement;
import androidx.room.RoomDatabase;
import androidx.room.RoomSQLiteQuery;

public final class SeedDao_Impl extends SeedDao {
    private final RoomDatabase __db;

    public SeedDao_Impl(RoomDatabase __db) {
        this.__db = __db;
    }

    @Override
    public Cursor offersBySpecies(String species) {
        final String _sql = "SELECT id, title, species FROM offers WHERE species = ?";
        final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 1);
        int _argIndex = 1;
        if (species == null) {
            _statement.bindNull(_argIndex);
        } else {
            _statement.bindString(_argIndex, species);
        }
        return __db.query(_statement);
    }

    @Override
    public Cursor plotsFor(int uid) {
        final String _sql = "SELECT id, bed, crop FROM plots WHERE owner_uid = ?";
        final RoomSQLiteQuery _statement = RoomSQLiteQuery.acquire(_sql, 1);
        int _argIndex = 1;
        _statement.bindLong(_argIndex, uid);
        return __db.query(_statement);
    }

    @Override
    public Cursor rawSearch(RoomSQLiteQuery query) {
        final RoomSQLiteQuery _internalQuery = query;
        return __db.query(_internalQuery);
    }

    @Override
    public int claim(long offerId, int uid) {
        final SQLiteStatement _stmt = __db.compileStatement("UPDATE offers SET claimed_by = ? WHERE id = ?");
        int _argIndex = 1;
        _stmt.bindLong(_argIndex, uid);
        _argIndex = 2;
        _stmt.bindLong(_argIndex, offerId);
        return _stmt.executeUpdateDelete();
    }

    @Override
    public long addOffer(String title, String species) {
        final SQLiteStatement _stmt = __db.compileStatement("INSERT INTO offers (title, species) VALUES (?, ?)");
        int _argIndex = 1;
        _stmt.bindString(_argIndex, title);
        _argIndex = 2;
        _stmt.bindString(_argIndex, species);
        return _stmt.executeInsert();
    }

    @Override
    public long addPlot(String bed, String crop, int uid) {
        final SQLiteStatement _stmt = __db.compileStatement("INSERT INTO plots (bed, crop, owner_uid) VALUES (?, ?, ?)");
        int _argIndex = 1;
        _stmt.bindString(_argIndex, bed);
        _argIndex = 2;
        _stmt.bindString(_argIndex, crop);
        _argIndex = 3;
        _stmt.bindLong(_argIndex, uid);
        return _stmt.executeInsert();
    }
}
