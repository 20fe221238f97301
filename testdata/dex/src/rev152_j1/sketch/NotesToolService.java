package com.wrenfield.notes.notes;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: Consumers find the notes provider's authority in this service's meta-data. */
public final class NotesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
