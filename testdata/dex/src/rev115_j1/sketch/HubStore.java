package app.hearthlink.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.List;
import org.json.JSONArray;

/** Hearthlink's one SQLite database: devices, automations, the request ledger, operations and the audit trail. */
public final class HubStore implements Lookups {
    private final SQLiteDatabase db;

    public HubStore(SQLiteDatabase db) {
        this.db = db;
    }

    @Override
    public SQLiteDatabase db() {
        return db;
    }

    /** The stored outcome of an execution with this caller, request id, tool and arguments, if there is one. */
    public String replay(Call call) {
        String[] key = {Integer.toString(call.callerUid()), call.requestId(), call.tool(), call.args()};
        try (Cursor c = db.rawQuery("SELECT data FROM ledger WHERE uid = ? AND request_id = ? AND tool = ? AND args = ?", key)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public void remember(Call call, String data) {
        ContentValues row = new ContentValues();
        row.put("uid", call.callerUid());
        row.put("request_id", call.requestId());
        row.put("tool", call.tool());
        row.put("args", call.args());
        row.put("data", data);
        db.insertWithOnConflict("ledger", null, row, SQLiteDatabase.CONFLICT_REPLACE);
    }

    public void audit(int uid, String tool, String requestId) {
        ContentValues row = new ContentValues();
        row.put("uid", uid);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("at", System.currentTimeMillis());
        db.insert("audit", null, row);
    }

    public void setTarget(String deviceId, double celsius) {
        ContentValues row = new ContentValues();
        row.put("target_c", celsius);
        db.update("devices", row, "id = ?", new String[] {deviceId});
    }

    public void unlock(String doorId) {
        ContentValues row = new ContentValues();
        row.put("locked", false);
        db.update("doors", row, "id = ?", new String[] {doorId});
    }

    public void factoryReset(String deviceId) {
        db.delete("device_settings", "device_id = ?", new String[] {deviceId});
        db.delete("devices", "id = ?", new String[] {deviceId});
    }

    public void runScene(int uid, String sceneId) {
        ContentValues row = new ContentValues();
        row.put("last_run_by", uid);
        row.put("last_run_at", System.currentTimeMillis());
        db.update("scenes", row, "id = ?", new String[] {sceneId});
    }

    public void deleteAutomation(String automationId) {
        db.delete("automation_runs", "automation_id = ?", new String[] {automationId});
        db.delete("automations", "id = ?", new String[] {automationId});
    }

    public void archiveAutomation(String automationId) {
        ContentValues row = new ContentValues();
        row.put("archived", true);
        db.update("automations", row, "id = ?", new String[] {automationId});
    }

    public void saveOperation(String operationId, int uid, String state, String resultJson) {
        ContentValues row = new ContentValues();
        row.put("op_id", operationId);
        row.put("uid", uid);
        row.put("state", state);
        row.put("result", resultJson);
        db.insertWithOnConflict("operations", null, row, SQLiteDatabase.CONFLICT_REPLACE);
    }

    /** An operation's state JSON, only for the UID that started it. */
    public String operation(String operationId, int uid) {
        String[] where = {operationId, Integer.toString(uid)};
        try (Cursor c = db.query("operations", new String[] {"state", "result"}, "op_id = ? AND uid = ?", where, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            String result = c.getString(1);
            return "{\"operation_id\":" + org.json.JSONObject.quote(operationId) + ",\"state\":\"" + c.getString(0) + "\""
                    + (result != null ? ",\"result\":" + result : "") + "}";
        }
    }

    public String toJson(List<String> names) {
        return new JSONArray(names).toString();
    }
}
