package com.cinderbox.locker;

import android.app.Service;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.os.IBinder;
import android.os.Looper;
import android.os.Message;
import android.os.Messenger;

/** Delivers shared entries to the app they are meant for; reached in-process through a Messenger. */
public final class ShareService extends Service {
    static final int MSG_DELIVER = 1;
    static final String KEY_RECIPIENT = "recipient";
    static final String KEY_ENTRY = "entry";
    static final String ACTION_ENTRY = "com.cinderbox.action.ENTRY_SHARED";

    private Messenger messenger;

    @Override
    public void onCreate() {
        super.onCreate();
        messenger = new Messenger(new Inbox(this));
    }

    @Override
    public IBinder onBind(Intent intent) {
        return messenger.getBinder();
    }

    static final class Inbox extends Handler {
        private final Context context;

        Inbox(Context context) {
            super(Looper.getMainLooper());
            this.context = context.getApplicationContext();
        }

        @Override
        public void handleMessage(Message msg) {
            if (msg.what != MSG_DELIVER) {
                super.handleMessage(msg);
                return;
            }
            Bundle data = msg.getData();
            String recipient = data.getString(KEY_RECIPIENT);
            Intent out = new Intent(ACTION_ENTRY)
                    .setPackage(recipient)
                    .putExtra(KEY_ENTRY, data.getString(KEY_ENTRY));
            context.sendBroadcast(out);
        }
    }
}
