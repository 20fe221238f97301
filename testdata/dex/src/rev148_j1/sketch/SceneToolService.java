package com.lumenhall.hub.scenes;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: its manifest entry names the scenes authority; nothing binds to it. */
public final class SceneToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
