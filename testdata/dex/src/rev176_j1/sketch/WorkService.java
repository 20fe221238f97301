package com.quillmark.docs.work;

import android.app.Service;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.os.HandlerThread;
import android.os.IBinder;
import android.os.Looper;
import android.os.Message;
import android.os.Messenger;
import android.os.RemoteException;
import android.os.ResultReceiver;
import android.util.Log;
import com.quillmark.docs.archive.ArchiveShelf;
import com.quillmark.docs.core.OperationStore;
import com.quillmark.docs.documents.DocumentStore;
import java.util.HashSet;
import java.util.Set;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The app's bound background worker (not exported). Providers send it MSG_RUN with a {@link WorkRequest} in the
 * Message's Bundle and get a {@link WorkRecord} back: through the Message's replyTo Messenger, or through the
 * ResultReceiver under {@link #KEY_RECEIVER} when the sender gave one.
 */
public final class WorkService extends Service {
    static final String TAG = "QuillWork";
    public static final int MSG_RUN = 1;
    public static final int MSG_CANCEL = 2;
    public static final int MSG_DONE = 3;
    public static final int MSG_PROGRESS = 4;
    public static final String KEY_REQUEST = "request";
    public static final String KEY_RECORD = "record";
    public static final String KEY_RECEIVER = "receiver";
    public static final String KEY_OPERATION = "operation_id";

    private final Set<String> cancelled = new HashSet<>();
    private HandlerThread thread;
    private Messenger messenger;

    @Override
    public void onCreate() {
        super.onCreate();
        thread = new HandlerThread("quillmark-work");
        thread.start();
        messenger = new Messenger(new Incoming(thread.getLooper(), this));
    }

    @Override
    public IBinder onBind(Intent intent) {
        return messenger.getBinder();
    }

    @Override
    public void onDestroy() {
        thread.quitSafely();
        super.onDestroy();
    }

    static final class Incoming extends Handler {
        private final WorkService service;

        Incoming(Looper looper, WorkService service) {
            super(looper);
            this.service = service;
        }

        @Override
        public void handleMessage(Message msg) {
            switch (msg.what) {
                case MSG_RUN:
                    service.run(msg);
                    break;
                case MSG_CANCEL:
                    service.markCancelled(msg.getData().getString(KEY_OPERATION));
                    break;
                default:
                    super.handleMessage(msg);
                    break;
            }
        }
    }

    void markCancelled(String operationId) {
        synchronized (cancelled) {
            cancelled.add(operationId);
        }
    }

    private boolean isCancelled(String operationId) {
        synchronized (cancelled) {
            return cancelled.remove(operationId);
        }
    }

    void run(Message msg) {
        Bundle data = msg.getData();
        WorkRequest request = data.getParcelable(KEY_REQUEST);
        if (request == null) {
            return;
        }
        WorkRecord record;
        if (isCancelled(request.operationId)
                || new OperationStore(this, request.providerId).isCancelRequested(request.operationId)) {
            record = WorkRecord.cancelled(request);
        } else {
            report(msg, WorkRecord.running(request, 10));
            try {
                record = perform(request);
            } catch (Exception e) {
                Log.w(TAG, "operation " + request.operationId + " failed", e);
                record = WorkRecord.failed(request, "INTERNAL_ERROR");
            }
        }
        report(msg, record);
    }

    private void report(Message original, WorkRecord record) {
        Bundle reply = new Bundle();
        reply.putParcelable(KEY_RECORD, record);
        int what = "running".equals(record.state) ? MSG_PROGRESS : MSG_DONE;
        if (original.replyTo != null) {
            Message answer = Message.obtain(null, what);
            answer.setData(reply);
            try {
                original.replyTo.send(answer);
            } catch (RemoteException e) {
                Log.w(TAG, "reply to " + record.operationId + " lost", e);
            }
            return;
        }
        ResultReceiver receiver = original.getData().getParcelable(KEY_RECEIVER);
        if (receiver != null) {
            receiver.send(what, reply);
        }
    }

    private WorkRecord perform(WorkRequest request) throws Exception {
        JSONObject args = new JSONObject(request.payload);
        JSONObject value = new JSONObject();
        switch (request.kind) {
            case WorkRequest.KIND_REINDEX:
                value.put("documents", DocumentStore.get(this).reindex());
                return WorkRecord.succeeded(request, value.toString());
            case WorkRequest.KIND_ARCHIVE: {
                JSONArray ids = args.optJSONArray("document_ids");
                String archive = ArchiveShelf.get(this).archive(DocumentStore.get(this), ids, args.optString("label"));
                if (archive == null) {
                    return WorkRecord.failed(request, "CONFLICT");
                }
                value.put("archive", archive);
                value.put("documents", ids == null ? 0 : ids.length());
                return WorkRecord.succeeded(request, value.toString());
            }
            default:
                throw new JSONException("unknown kind " + request.kind);
        }
    }
}
