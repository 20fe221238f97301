package com.quaywire.articles;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed reads the tool authority from this service's meta-data and never binds it. */
public final class ArticleToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
