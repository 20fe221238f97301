package com.quillbin.notes;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed finds the notes tools' authority in this service's meta-data and never binds it. */
public final class NotesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
