package com.scanbox.share;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery anchor of the sharing provider. */
public final class ShareToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
