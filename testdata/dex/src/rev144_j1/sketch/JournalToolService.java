package com.ferncastle.journal;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: the manifest's TOOL_PROVIDER entry for the journal's authority. */
public final class JournalToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
