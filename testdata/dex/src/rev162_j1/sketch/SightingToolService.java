package com.fieldnote.birding.log;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: advertises the sighting provider's authority to CETP Consumers. */
public final class SightingToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
