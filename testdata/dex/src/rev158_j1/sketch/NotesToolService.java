package com.inkwell.notes.notes;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the TOOL_PROVIDER service that names the notes provider's authority. */
public final class NotesToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
