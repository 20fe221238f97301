package com.hearthboard.inbox;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** The TOOL_PROVIDER discovery service of the inbox provider; discovery reads its meta-data, nothing binds. */
public final class InboxToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
