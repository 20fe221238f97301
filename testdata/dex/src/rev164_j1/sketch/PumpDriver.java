package com.tidepool.reef.dosing;

import android.os.Handler;
import android.os.Looper;
import android.os.Message;
import android.util.Log;

import com.tidepool.reef.data.PumpRepo;

/** Works through the pump command queue on the main looper: start a dose, then mark it done when it has run. */
final class PumpDriver {
    private static final String TAG = "PumpDriver";
    private static final int MSG_START = 1;
    /** A dose of at most 50 ml at 1.5 ml/s is over after 34 s. */
    private static final long MAX_RUN_MS = 35000L;

    private final PumpRepo repo;
    private final Handler handler;

    PumpDriver(PumpRepo repo, Looper looper) {
        this.repo = repo;
        this.handler = new Handler(looper) {
            @Override
            public void handleMessage(Message msg) {
                switch (msg.what) {
                    case MSG_START:
                        final long commandId = ((Long) msg.obj).longValue();
                        PumpDriver.this.repo.setCommandState(commandId, "running");
                        postDelayed(new Runnable() {
                            @Override
                            public void run() {
                                PumpDriver.this.repo.setCommandState(commandId, "done");
                                Log.i(TAG, "command " + commandId + " finished");
                            }
                        }, MAX_RUN_MS);
                        break;
                    default:
                        super.handleMessage(msg);
                }
            }
        };
    }

    /** Queues a dose (durably) and starts it; returns the command id. */
    long dose(long pumpId, double ml) {
        long commandId = repo.queueCommand(pumpId, ml);
        handler.sendMessage(handler.obtainMessage(MSG_START, Long.valueOf(commandId)));
        return commandId;
    }
}
