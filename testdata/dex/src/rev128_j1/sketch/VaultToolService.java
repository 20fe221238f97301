package com.quirewell.vault;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed finds the vault authority through this service's meta-data. */
public final class VaultToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
