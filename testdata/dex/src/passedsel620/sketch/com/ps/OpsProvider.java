package com.ps;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;

public final class OpsProvider extends Base {
    private OpRows rows;

    @Override
    public boolean onCreate() {
        rows = new OpRows(SQLiteDatabase.openOrCreateDatabase("/data/data/com.ps/databases/ops.db", null));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null) {
            return refuse("INVALID_REQUEST");
        }
        switch (method) {
            case "get_operation":
                return get(extras.getString("operation_id"));
            case "cancel_operation":
                return cancel(extras.getString("operation_id"));
            case "get_archived_operation":
                return archived(extras.getString("operation_id"));
            default:
                return refuse("METHOD_NOT_FOUND");
        }
    }

    private Bundle get(String opId) {
        Op op = rows.find(opId);
        if (op == null || op.ownerUid != Binder.getCallingUid()) {
            return refuse("INVALID_REQUEST");
        }
        Bundle out = new Bundle();
        out.putString("state", op.state);
        return out;
    }

    private Bundle cancel(String opId) {
        Op op = rows.find(opId);
        if (op == null) {
            return refuse("INVALID_REQUEST");
        }
        rows.markCancelled(op);
        Bundle out = new Bundle();
        out.putString("state", "cancellation_requested");
        return out;
    }

    private Bundle archived(String opId) {
        Op op = rows.findArchived(opId);
        if (op == null) {
            return refuse("INVALID_REQUEST");
        }
        Bundle out = new Bundle();
        out.putString("state", op.state);
        return out;
    }

    private static Bundle refuse(String code) {
        Bundle out = new Bundle();
        out.putString("error_code", code);
        return out;
    }
}
