package com.droprx.courier;

import android.content.Context;
import androidx.work.Data;
import androidx.work.Worker;
import androidx.work.WorkerParameters;
import com.droprx.data.CourierDao;
import com.droprx.data.CourierDb;

/** Stores a courier note and its tag once the device has a moment. */
public class NoteWorker extends Worker {
    public NoteWorker(Context context, WorkerParameters params) {
        super(context, params);
    }

    @Override
    public Result doWork() {
        Data in = getInputData();
        long orderId = in.getLong("order_id", 0L);
        CourierDao dao = CourierDb.get(getApplicationContext()).courierDao();
        dao.appendNote(orderId, in.getString("note"));
        String tag = in.getString("tag");
        if (tag != null && !tag.isEmpty()) {
            dao.tagOrderRaw(orderId, tag);
        }
        return Result.success();
    }
}
