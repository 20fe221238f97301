package com.gridnote.outage;

import android.os.Binder;
import android.os.Handler;
import android.os.Looper;
import android.os.Message;
import com.gridnote.data.GridDb;

/** Main-looper handler for outage subscriptions. */
public class OutageHandler extends Handler {
    public static final int MSG_FOLLOW = 1;
    public static final int MSG_MUTE = 2;

    private final GridDb db;

    public OutageHandler(Looper looper, GridDb db) {
        super(looper);
        this.db = db;
    }

    @Override
    public void handleMessage(Message msg) {
        switch (msg.what) {
            case MSG_FOLLOW:
                db.follow((String) msg.obj, Binder.getCallingUid());
                break;
            case MSG_MUTE:
                db.mute((String) msg.obj, msg.arg1);
                break;
            default:
                super.handleMessage(msg);
        }
    }
}
