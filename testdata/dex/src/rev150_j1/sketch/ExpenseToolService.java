package com.kestrel.ledger.expenses;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Discovery only: its manifest entry advertises the expenses provider's authority. Nothing binds to it. */
public final class ExpenseToolService extends Service {
    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
