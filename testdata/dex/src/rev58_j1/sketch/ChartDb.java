package com.molar.billing;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;

final class ChartDb {
    private ChartDb() {
    }

    static SQLiteDatabase open(Context ctx) {
        return ctx.openOrCreateDatabase("molar.db", 0, null);
    }
}
