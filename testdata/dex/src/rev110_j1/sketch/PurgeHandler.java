package app.shoebox.backup;

import android.os.Bundle;
import app.shoebox.core.Replies;
import app.shoebox.core.ToolHandler;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** purge_snapshots (delete): drops all but the newest snapshots. */
final class PurgeHandler extends ToolHandler<JSONObject, Bundle> {
    private final SnapshotStore store;

    PurgeHandler(SnapshotStore store) {
        this.store = store;
    }

    @Override
    public Bundle handle(JSONObject args) throws JSONException {
        int keep = Math.max(1, args.optInt("keep_last", 5));
        List<String> doomed = store.beyond(keep);
        if (doomed.size() > 3 && !args.optBoolean("confirmed")) {
            return Replies.fail("CONFLICT", "purging more than three snapshots must be confirmed");
        }
        store.delete(doomed);
        return Replies.value(new JSONObject().put("purged", doomed.size()).toString());
    }
}
