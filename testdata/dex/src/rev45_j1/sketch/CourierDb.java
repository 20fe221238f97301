package com.droprx.data;

import android.content.Context;
import androidx.room.RoomDatabase;

/** The app's Room database (the builder call is elided here; the generated _Impl is hand-written). */
public class CourierDb extends RoomDatabase {
    private static volatile CourierDb sInstance;
    private CourierDao courierDao;

    public static CourierDb get(Context context) {
        if (sInstance == null) {
            synchronized (CourierDb.class) {
                if (sInstance == null) {
                    sInstance = new CourierDb();
                }
            }
        }
        return sInstance;
    }

    public synchronized CourierDao courierDao() {
        if (courierDao == null) {
            courierDao = new CourierDao_Impl(this);
        }
        return courierDao;
    }
}
