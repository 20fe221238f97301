package app.shoebox.backup;

import android.os.Bundle;
import app.shoebox.core.Replies;
import app.shoebox.core.ToolHandler;
import org.json.JSONException;
import org.json.JSONObject;

/** restore_snapshot (update, confirmation always): runs after BackupProvider has checked the resume token. */
final class RestoreHandler extends ToolHandler<JSONObject, Bundle> {
    private final SnapshotStore store;

    RestoreHandler(SnapshotStore store) {
        this.store = store;
    }

    @Override
    public Bundle handle(JSONObject args) throws JSONException {
        String id = args.getString("snapshot_id");
        store.restore(id);
        return Replies.value(new JSONObject().put("restored", id).toString());
    }
}
