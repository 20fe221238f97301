package com.cinderbox.locker;

import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.content.ServiceConnection;
import android.os.IBinder;
import android.os.Messenger;

/** LockerProvider's bindings: the vault process (IVault) and the in-process share service (Messenger). */
final class VaultLink implements ServiceConnection {
    private final Context context;
    private volatile IVault vault;
    private volatile Messenger outbox;

    VaultLink(Context context) {
        this.context = context;
    }

    void connect() {
        context.bindService(new Intent(context, VaultService.class), this, Context.BIND_AUTO_CREATE);
        context.bindService(new Intent(context, ShareService.class), this, Context.BIND_AUTO_CREATE);
    }

    IVault vault() {
        return vault;
    }

    Messenger outbox() {
        return outbox;
    }

    @Override
    public void onServiceConnected(ComponentName name, IBinder binder) {
        if (VaultService.class.getName().equals(name.getClassName())) {
            vault = IVault.Stub.asInterface(binder);
        } else {
            outbox = new Messenger(binder);
        }
    }

    @Override
    public void onServiceDisconnected(ComponentName name) {
        if (VaultService.class.getName().equals(name.getClassName())) {
            vault = null;
        } else {
            outbox = null;
        }
    }
}
