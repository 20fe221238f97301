package com.tallycrate.receipts;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: ClawSeed reads the receipts authority from this service's meta-data. */
public final class ReceiptsToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
