package com.ridgeway.doorhub.doorbell;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

import com.ridgeway.doorhub.DoorhubApp;
import com.ridgeway.doorhub.di.AppModule;
import com.ridgeway.doorhub.locks.LockRepository;

import org.json.JSONException;

/** Events from the hub service (ring, unlocked) and the alarms VisitorReminder sets. Not exported. */
public class DoorbellReceiver extends BroadcastReceiver {
    public static final String ACTION_RING = "com.ridgeway.doorhub.action.DOORBELL_RING";
    public static final String ACTION_UNLOCKED = "com.ridgeway.doorhub.action.DOOR_UNLOCKED";

    private VisitorReminder reminder;
    private LockRepository locks;

    public void setReminder(VisitorReminder reminder) {
        this.reminder = reminder;
    }

    public void setLocks(LockRepository locks) {
        this.locks = locks;
    }

    @Override
    public void onReceive(Context context, Intent intent) {
        DoorhubApp.component(context).inject(this);
        String action = intent.getAction();
        if (ACTION_RING.equals(action)) {
            reminder.remindAboutVisitor();
        } else if (ACTION_UNLOCKED.equals(action)) {
            String lockId = intent.getStringExtra("lock_id");
            String delay = intent.getStringExtra("auto_lock_seconds");
            if (lockId != null && delay != null) {
                reminder.scheduleAutoLock(lockId, Integer.parseInt(delay));
            }
        } else if (AppModule.ACTION_AUTO_LOCK.equals(action)) {
            String lockId = intent.getStringExtra("lock_id");
            try {
                if (lockId != null) {
                    locks.setState(lockId, "locked");
                }
            } catch (JSONException ignored) {
                // the state change was recorded; only the echo failed
            }
        }
    }
}
