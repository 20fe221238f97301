package com.mo;

import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.Looper;
import android.os.Message;
import java.io.IOException;

/**
 * Talks to the hub on a worker thread; the worker hands failures to the main looper's handler as a Message whose obj is
 * the text to show. The near miss: the worker puts a fixed sentence there, not the IOException's message, and the
 * handler answers it as error_message (no CETP607).
 */
final class HubLink {
    static final int FAILED = 2;

    private final ReplySlot slot = new ReplySlot();

    private final Handler replies = new Handler(Looper.getMainLooper(), new Handler.Callback() {
        @Override
        public boolean handleMessage(Message msg) {
            if (msg.what == FAILED) {
                slot.fill(Replies.error("UNAVAILABLE", (String) msg.obj));
            }
            return true;
        }
    });

    private final Handler worker;

    HubLink() {
        HandlerThread thread = new HandlerThread("hub");
        thread.start();
        worker = new Handler(thread.getLooper());
    }

    Bundle send(final String command) throws InterruptedException {
        worker.post(new Runnable() {
            @Override
            public void run() {
                try {
                    transmit(command);
                } catch (IOException e) {
                    replies.obtainMessage(FAILED, "The hub did not answer").sendToTarget();
                }
            }
        });
        return slot.take(5000L);
    }

    private static void transmit(String command) throws IOException {
        if (command.isEmpty()) {
            throw new IOException("hub 10.0.0.7:8443 refused an empty command");
        }
    }
}
