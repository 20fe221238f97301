package com.seedvault.data;

import android.content.Context;
import androidx.room.RoomDatabase;

/** The app's Room database (Room.databaseBuilder and the generated SeedDb_Impl left out). */
public class SeedDb extends RoomDatabase {
    public static SeedDb open(Context ctx) {
        SeedDb db = new SeedDb();
        db.init(ctx.openOrCreateDatabase("seedvault.db", 0, null));
        return db;
    }
}
