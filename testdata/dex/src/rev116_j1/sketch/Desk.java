package com.cinderbox.shred;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.Looper;
import android.os.Message;
import com.cinderbox.core.Reply;
import com.cinderbox.core.Tokens;
import java.util.HashMap;
import java.util.Map;

/**
 * The shredder's desk: one HandlerThread that owns the pending confirmations and runs every deletion, so
 * the provider's Binder threads only post messages and wait for the answer.
 */
public final class Desk {
    static final int MSG_ISSUE = 1;
    static final int MSG_DECIDE = 2;
    static final int MSG_REDEEM = 3;
    static final int MSG_RECHECK = 4;
    static final int MSG_SWEEP = 5;
    static final int MSG_SHRED = 6;
    static final int MSG_RESTORE = 7;

    private static volatile Desk current;

    private final Context context;
    private final TrashStore trash;
    private final Map<String, Grant> grants = new HashMap<>();
    private final Courier courier;

    private Desk(Context context, TrashStore trash) {
        this.context = context.getApplicationContext();
        this.trash = trash;
        HandlerThread thread = new HandlerThread("cinderbox-desk");
        thread.start();
        this.courier = new Courier(thread.getLooper());
    }

    public static Desk start(Context context, TrashStore trash) {
        Desk desk = new Desk(context, trash);
        current = desk;
        return desk;
    }

    /** The running desk, for the confirmation screen; null before the provider has started. */
    public static Desk current() {
        return current;
    }

    /** Mints the grant's resume token and its confirmation PendingIntent (created with flags) on the desk. */
    boolean issue(Grant grant, int flags, long waitMs) throws InterruptedException {
        Message.obtain(courier, MSG_ISSUE, flags, 0, grant).sendToTarget();
        return grant.awaitIssued(waitMs);
    }

    /** The user's answer, from ConfirmShredActivity. */
    void decide(String token, boolean approved) {
        Message msg = Message.obtain(courier, MSG_DECIDE, token);
        msg.arg1 = approved ? 1 : 0;
        courier.sendMessage(msg);
    }

    /** Spends a resume token: true when its grant admits this caller, request and arguments. */
    boolean redeem(String token, int uid, String requestId, String rawArgs, long waitMs) throws InterruptedException {
        return ask(MSG_REDEEM, uid, claim(token, requestId, rawArgs), waitMs);
    }

    /** Like redeem, for long-running restores. */
    boolean recheck(String token, int uid, String requestId, String rawArgs, long waitMs) throws InterruptedException {
        return ask(MSG_RECHECK, uid, claim(token, requestId, rawArgs), waitMs);
    }

    private static Bundle claim(String token, String requestId, String rawArgs) {
        Bundle claim = new Bundle();
        claim.putString("token", token);
        claim.putString("request_id", requestId);
        claim.putString("args", rawArgs);
        return claim;
    }

    private boolean ask(int what, int uid, Bundle claim, long waitMs) throws InterruptedException {
        Reply<Boolean> reply = new Reply<>();
        Message msg = Message.obtain(courier, what, uid, 0, reply);
        msg.setData(claim);
        courier.sendMessage(msg);
        Boolean ok = reply.take(waitMs);
        return ok != null && ok.booleanValue();
    }

    /** Empties a trash batch when the message says the deletion is confirmed; the number of notes removed. */
    int sweep(long batchId, boolean confirmed, long waitMs) throws InterruptedException {
        Bundle data = new Bundle();
        data.putLong("batch_id", batchId);
        data.putBoolean("confirmed", confirmed);
        Reply<Integer> reply = new Reply<>();
        Message msg = Message.obtain(courier, MSG_SWEEP, reply);
        msg.setData(data);
        msg.sendToTarget();
        Integer n = reply.take(waitMs);
        return n == null ? -1 : n.intValue();
    }

    int shred(long folderId, int uid, long waitMs) throws InterruptedException {
        Bundle data = new Bundle();
        data.putLong("folder_id", folderId);
        Reply<Integer> reply = new Reply<>();
        Message msg = Message.obtain(courier, MSG_SHRED, uid, 0, reply);
        msg.setData(data);
        courier.sendMessage(msg);
        Integer n = reply.take(waitMs);
        return n == null ? -1 : n.intValue();
    }

    int restore(long snapshotId, int uid, long waitMs) throws InterruptedException {
        Bundle data = new Bundle();
        data.putLong("snapshot_id", snapshotId);
        Reply<Integer> reply = new Reply<>();
        Message msg = Message.obtain(courier, MSG_RESTORE, uid, 0, reply);
        msg.setData(data);
        courier.sendMessage(msg);
        Integer n = reply.take(waitMs);
        return n == null ? -1 : n.intValue();
    }

    private final class Courier extends Handler {
        Courier(Looper looper) {
            super(looper);
        }

        @Override
        public void handleMessage(Message msg) {
            switch (msg.what) {
                case MSG_ISSUE:
                    onIssue((Grant) msg.obj, msg.arg1);
                    break;
                case MSG_DECIDE:
                    onDecide((String) msg.obj, msg.arg1 == 1);
                    break;
                case MSG_REDEEM:
                    onRedeem(msg);
                    break;
                case MSG_RECHECK:
                    onRecheck(msg);
                    break;
                case MSG_SWEEP:
                    onSweep(msg);
                    break;
                case MSG_SHRED:
                    onShred(msg);
                    break;
                case MSG_RESTORE:
                    onRestore(msg);
                    break;
                default:
                    super.handleMessage(msg);
            }
        }

        private void onIssue(Grant grant, int flags) {
            grant.token = Tokens.fresh();
            Intent confirm = new Intent(context, ConfirmShredActivity.class)
                    .putExtra(ConfirmShredActivity.EXTRA_TOKEN, grant.token)
                    .putExtra(ConfirmShredActivity.EXTRA_SUMMARY, grant.summary);
            grant.resolution = PendingIntent.getActivity(context, grant.token.hashCode(), confirm, flags);
            grants.put(grant.token, grant);
            grant.markIssued();
        }

        private void onDecide(String token, boolean approved) {
            Grant grant = grants.get(token);
            if (grant != null) {
                grant.approved = approved;
            }
        }

        private void onRedeem(Message msg) {
            Bundle claim = msg.getData();
            Grant grant = grants.remove(claim.getString("token"));
            answer(msg, grant != null && grant.admits(msg.arg1, claim));
        }

        private void onRecheck(Message msg) {
            Bundle claim = msg.getData();
            // kept: a restore that outlives the Consumer's timeout is retried with the same token
            Grant grant = grants.get(claim.getString("token"));
            answer(msg, grant != null && grant.admits(msg.arg1, claim));
        }

        @SuppressWarnings("unchecked")
        private void answer(Message msg, boolean ok) {
            ((Reply<Boolean>) msg.obj).put(ok);
        }

        @SuppressWarnings("unchecked")
        private void onSweep(Message msg) {
            Bundle data = msg.getData();
            long batch = data.getLong("batch_id");
            int removed = 0;
            if (data.getBoolean("confirmed", false)) {
                removed = trash.purgeBatch(batch);
                trash.audit("empty_trash", batch, Binder.getCallingUid());
            }
            ((Reply<Integer>) msg.obj).put(removed);
        }

        @SuppressWarnings("unchecked")
        private void onShred(Message msg) {
            long folder = msg.getData().getLong("folder_id");
            int removed = trash.shredFolder(folder);
            trash.audit("shred_folder", folder, msg.arg1);
            ((Reply<Integer>) msg.obj).put(removed);
        }

        @SuppressWarnings("unchecked")
        private void onRestore(Message msg) {
            long snapshot = msg.getData().getLong("snapshot_id");
            int restored = trash.restoreSnapshot(snapshot);
            trash.audit("restore_snapshot", snapshot, msg.arg1);
            ((Reply<Integer>) msg.obj).put(restored);
        }
    }
}
