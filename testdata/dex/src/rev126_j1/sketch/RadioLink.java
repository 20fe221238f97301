package com.lumenhaus.cetp;

import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.Looper;
import android.os.Message;
import java.util.HashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The hub radio: commands are serialized on one HandlerThread whose Handler.Callback the provider supplies;
 * answers come back as Messages to a Handler on the main thread, which fills the waiting caller's slot.
 */
public final class RadioLink {
    public static final int MSG_SEND = 1;
    public static final int MSG_DONE = 2;
    public static final int MSG_FAILED = 3;
    public static final String KEY_REQUEST_ID = "request_id";
    public static final String KEY_COMMAND = "command";
    public static final String KEY_PAYLOAD = "payload";

    private final HandlerThread mThread;
    private final Handler mWorker;
    private final Handler mReplies;
    private final HashMap<String, ReplySlot> mWaiting = new HashMap<String, ReplySlot>();

    public RadioLink(String name, Handler.Callback worker) {
        mThread = new HandlerThread(name);
        mThread.start();
        mWorker = new Handler(mThread.getLooper(), worker);
        mReplies = new Handler(Looper.getMainLooper(), new Handler.Callback() {
            @Override
            public boolean handleMessage(Message msg) {
                String requestId = msg.getData().getString(KEY_REQUEST_ID);
                ReplySlot slot = RadioLink.this.claim(requestId);
                if (slot == null) {
                    return true;
                }
                switch (msg.what) {
                    case MSG_DONE:
                        try {
                            slot.fill(Replies.success(requestId, new JSONObject((String) msg.obj)));
                        } catch (JSONException e) {
                            slot.fill(Replies.error(requestId, Cetp.INTERNAL_ERROR, "The hub sent an unreadable answer", false));
                        }
                        return true;
                    case MSG_FAILED:
                        slot.fill(Replies.error(requestId, Cetp.UNAVAILABLE, (String) msg.obj, true));
                        return true;
                    default:
                        return false;
                }
            }
        });
    }

    /** Where the worker callback posts its answer: obtainMessage(MSG_DONE or MSG_FAILED, text). */
    public Handler replies() {
        return mReplies;
    }

    /** Sends one command to the hub and waits for its answer, at most timeoutMs. */
    public Bundle send(String requestId, String command, String payload, long timeoutMs) throws InterruptedException {
        ReplySlot slot = new ReplySlot();
        synchronized (mWaiting) {
            mWaiting.put(requestId, slot);
        }
        Message msg = mWorker.obtainMessage(MSG_SEND);
        Bundle data = msg.getData();
        data.putString(KEY_REQUEST_ID, requestId);
        data.putString(KEY_COMMAND, command);
        data.putString(KEY_PAYLOAD, payload);
        msg.sendToTarget();
        Bundle reply = slot.await(timeoutMs);
        if (reply == null) {
            claim(requestId);
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The hub did not answer in time", false);
        }
        return reply;
    }

    public void shutdown() {
        mThread.quitSafely();
    }

    private ReplySlot claim(String requestId) {
        synchronized (mWaiting) {
            return mWaiting.remove(requestId);
        }
    }
}
