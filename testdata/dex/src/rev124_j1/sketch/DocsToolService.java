package com.scanbox.docs;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery anchor of the documents provider (CETP finds providers through this service's meta-data). */
public final class DocsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
