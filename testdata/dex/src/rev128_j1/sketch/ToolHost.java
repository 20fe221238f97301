package com.quirewell.cetp;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;

/** What a provider lends its catalog and plugins. */
public interface ToolHost {
    Context context();

    SQLiteDatabase database();

    Confirmations confirmations();
}
