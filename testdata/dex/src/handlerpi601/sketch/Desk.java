package com.hp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.Message;

/**
 * Makes resolution PendingIntents on its own thread: MSG_EDIT with FLAG_UPDATE_CURRENT only (CETP601 at
 * handleMessage :33), MSG_VIEW with FLAG_IMMUTABLE (no finding). The PendingIntent is kept in the Grant, and the
 * provider's call() puts it under "resolution".
 */
final class Desk extends Handler {
    static final int MSG_EDIT = 1;
    static final int MSG_VIEW = 2;
    private final Context context;

    Desk(Context context, HandlerThread thread) {
        super(thread.getLooper());
        this.context = context;
    }

    void prepare(int what, Grant grant) {
        Message.obtain(this, what, grant).sendToTarget();
    }

    @Override
    public void handleMessage(Message msg) {
        switch (msg.what) {
            case MSG_EDIT:
                issue((Grant) msg.obj, PendingIntent.FLAG_UPDATE_CURRENT);
                break;
            case MSG_VIEW:
                issue((Grant) msg.obj, PendingIntent.FLAG_IMMUTABLE);
                break;
            default:
                super.handleMessage(msg);
        }
    }

    private void issue(Grant grant, int flags) {
        Intent confirm = new Intent(context, ConfirmActivity.class).putExtra("resume_token", grant.token);
        grant.resolution = PendingIntent.getActivity(context, 0, confirm, flags);
    }
}
