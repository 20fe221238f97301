package com.quirewell.notes;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed finds the notes authority through this service's meta-data. */
public final class NotesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
