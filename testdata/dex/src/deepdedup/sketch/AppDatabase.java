package com.example.hdd;

import androidx.room.Database;
import androidx.room.RoomDatabase;

@Database(entities = {RequestRecord.class}, version = 1, exportSchema = false)
public abstract class AppDatabase extends RoomDatabase {
    public abstract RequestDao requestDao();
}
