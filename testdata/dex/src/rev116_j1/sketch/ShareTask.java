package com.cinderbox.locker;

import android.os.AsyncTask;
import android.os.Bundle;
import android.os.Message;
import android.os.Messenger;
import android.os.RemoteException;
import android.util.Log;

/** Reads an entry from the vault in the background, then hands it to ShareService for its recipient. */
final class ShareTask extends AsyncTask<String, Void, String> {
    private final IVault vault;
    private final Messenger outbox;
    private final String recipient;

    ShareTask(IVault vault, Messenger outbox, String recipient) {
        this.vault = vault;
        this.outbox = outbox;
        this.recipient = recipient;
    }

    @Override
    protected String doInBackground(String... entryIds) {
        try {
            return vault.entry(entryIds[0]);
        } catch (RemoteException e) {
            Log.w(LockerProvider.TAG, "vault unreachable", e);
            return null;
        }
    }

    @Override
    protected void onPostExecute(String entry) {
        if (entry == null) {
            return;
        }
        Bundle data = new Bundle();
        data.putString(ShareService.KEY_RECIPIENT, recipient);
        data.putString(ShareService.KEY_ENTRY, entry);
        Message msg = Message.obtain(null, ShareService.MSG_DELIVER);
        msg.setData(data);
        try {
            outbox.send(msg);
        } catch (RemoteException e) {
            Log.w(LockerProvider.TAG, "share service gone", e);
        }
    }
}
