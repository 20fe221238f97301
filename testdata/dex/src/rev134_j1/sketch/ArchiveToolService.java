package com.tallycrate.archive;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed reads the archive authority from this service's meta-data. */
public final class ArchiveToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
