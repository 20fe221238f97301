package com.vs;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** True positive: the request's user_confirmed flag is taken as the user's consent to a merge. */
public final class MergeProvider extends Base {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != android.os.Process.myUid() || extras == null) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        try {
            JSONObject args = new JSONObject(extras.getString("arguments"));
            String requestId = extras.getString("request_id");
            switch (consent(args, requestId)) {
                case Verdicts.GRANTED:
                    break;
                case Verdicts.NEEDED:
                    out.putString("error_code", "USER_ACTION_REQUIRED");
                    return out;
                default:
                    out.putString("error_code", "USER_CANCELLED");
                    return out;
            }
            SQLiteDatabase db = SQLiteDatabase.openOrCreateDatabase(getContext().getFilesDir().getPath() + "/clients.db", null);
            db.delete("clients", "id = ?", new String[] {args.getString("duplicate_id")});
            out.putString("status", "ok");
        } catch (JSONException e) {
            out.putString("error_code", "INVALID_ARGUMENTS");
        }
        return out;
    }

    private int consent(JSONObject args, String requestId) {
        if (args.optBoolean("user_confirmed", false)) {
            return Verdicts.GRANTED;
        }
        return new Approvals(getContext().getSharedPreferences("approvals", 0)).verdict(requestId);
    }
}
