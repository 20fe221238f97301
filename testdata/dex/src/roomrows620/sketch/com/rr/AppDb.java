package com.rr;

import androidx.room.RoomDatabase;

/** The Room database (Room generates AppDb_Impl; kept minimal here). */
public class AppDb extends RoomDatabase {
}
