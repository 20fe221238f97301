package com.seedvault.data;

import android.database.Cursor;
import androidx.room.RoomSQLiteQuery;

/** Room DAO for seed offers and garden plots (an abstract class, so it can hold helpers). */
public abstract class SeedDao {
    // @Query("SELECT id, title, species FROM offers WHERE species = ?")
    public abstract Cursor offersBySpecies(String species);

    // @Query("SELECT id, bed, crop FROM plots WHERE owner_uid = ?")
    public abstract Cursor plotsFor(int uid);

    // @RawQuery
    public abstract Cursor rawSearch(RoomSQLiteQuery query);

    // @Query("UPDATE offers SET claimed_by = ? WHERE id = ?")
    public abstract int claim(long offerId, int uid);

    // @Query("INSERT INTO offers (title, species) VALUES (?, ?)")
    public abstract long addOffer(String title, String species);

    // @Query("INSERT INTO plots (bed, crop, owner_uid) VALUES (?, ?, ?)")
    public abstract long addPlot(String bed, String crop, int uid);

    /** Free-text search over offer titles. */
    public Cursor search(String text) {
        String sql = "SELECT id, title, species FROM offers WHERE title LIKE '%" + text + "%'";
        return rawSearch(RoomSQLiteQuery.acquire(sql, 0));
    }
}
