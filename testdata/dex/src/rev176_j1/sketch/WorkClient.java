package com.quillmark.docs.work;

import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.content.ServiceConnection;
import android.os.Bundle;
import android.os.Handler;
import android.os.IBinder;
import android.os.Looper;
import android.os.Message;
import android.os.Messenger;
import android.os.RemoteException;
import android.os.ResultReceiver;
import android.util.Log;
import com.quillmark.docs.core.OperationStore;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONException;

/**
 * A provider's connection to {@link WorkService}: binds once, queues messages until the service is connected, and
 * writes every {@link WorkRecord} that comes back into the provider's {@link OperationStore}.
 */
public final class WorkClient implements ServiceConnection {
    private final Context context;
    private final OperationStore operations;
    private final boolean replyThroughReceiver;
    private final Messenger replies;
    private final ResultReceiver receiver;
    private final List<Message> backlog = new ArrayList<>();
    private Messenger service;

    WorkClient(Context context, OperationStore operations, boolean replyThroughReceiver) {
        this.context = context;
        this.operations = operations;
        this.replyThroughReceiver = replyThroughReceiver;
        Handler main = new ReplyHandler(Looper.getMainLooper(), this);
        this.replies = new Messenger(main);
        this.receiver = new Receiver(main, this);
    }

    /** Binds to the work service; replies come back through replyTo, or through a ResultReceiver when asked. */
    public static WorkClient bind(Context context, OperationStore operations, boolean replyThroughReceiver) {
        Context app = context.getApplicationContext();
        WorkClient client = new WorkClient(app, operations, replyThroughReceiver);
        Intent intent = new Intent(app, WorkService.class);
        if (!app.bindService(intent, client, Context.BIND_AUTO_CREATE)) {
            Log.w(WorkService.TAG, "work service not bound");
        }
        return client;
    }

    public synchronized void submit(WorkRequest request) {
        Message msg = Message.obtain(null, WorkService.MSG_RUN);
        Bundle data = new Bundle();
        data.putParcelable(WorkService.KEY_REQUEST, request);
        if (replyThroughReceiver) {
            data.putParcelable(WorkService.KEY_RECEIVER, receiver);
        } else {
            msg.replyTo = replies;
        }
        msg.setData(data);
        deliver(msg);
    }

    public synchronized void cancel(String operationId) {
        Message msg = Message.obtain(null, WorkService.MSG_CANCEL);
        Bundle data = new Bundle();
        data.putString(WorkService.KEY_OPERATION, operationId);
        msg.setData(data);
        deliver(msg);
    }

    private void deliver(Message msg) {
        if (service == null) {
            backlog.add(msg);
            return;
        }
        try {
            service.send(msg);
        } catch (RemoteException e) {
            Log.w(WorkService.TAG, "work service gone", e);
            service = null;
            backlog.add(msg);
        }
    }

    @Override
    public synchronized void onServiceConnected(ComponentName name, IBinder binder) {
        service = new Messenger(binder);
        List<Message> pending = new ArrayList<>(backlog);
        backlog.clear();
        for (Message msg : pending) {
            deliver(msg);
        }
    }

    @Override
    public synchronized void onServiceDisconnected(ComponentName name) {
        service = null;
    }

    void onRecord(WorkRecord record) {
        if (record == null) {
            return;
        }
        try {
            operations.apply(record);
        } catch (JSONException e) {
            Log.w(WorkService.TAG, "record not stored", e);
        }
    }

    static final class ReplyHandler extends Handler {
        private final WorkClient client;

        ReplyHandler(Looper looper, WorkClient client) {
            super(looper);
            this.client = client;
        }

        @Override
        public void handleMessage(Message msg) {
            if (msg.what == WorkService.MSG_DONE || msg.what == WorkService.MSG_PROGRESS) {
                WorkRecord record = msg.getData().getParcelable(WorkService.KEY_RECORD);
                client.onRecord(record);
            }
        }
    }

    static final class Receiver extends ResultReceiver {
        private final WorkClient client;

        Receiver(Handler handler, WorkClient client) {
            super(handler);
            this.client = client;
        }

        @Override
        protected void onReceiveResult(int resultCode, Bundle resultData) {
            WorkRecord record = resultData == null ? null : resultData.<WorkRecord>getParcelable(WorkService.KEY_RECORD);
            client.onRecord(record);
        }
    }
}
