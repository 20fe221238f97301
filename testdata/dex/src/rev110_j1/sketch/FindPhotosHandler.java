package app.shoebox.album;

import android.os.Bundle;
import app.shoebox.core.Replies;
import app.shoebox.core.ToolHandler;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** find_photos (read): the photos with a tag, or the photos of an album. */
final class FindPhotosHandler extends ToolHandler<JSONObject, Bundle> {
    private final PhotoQueries photos;

    FindPhotosHandler(PhotoQueries photos) {
        this.photos = photos;
    }

    @Override
    public Bundle handle(JSONObject args) throws JSONException {
        String tag = args.optString("tag", "");
        List<String> uris = tag.isEmpty() ? photos.photosIn(args.getString("album_id")) : photos.photosTagged(tag);
        int limit = Math.max(1, Math.min(args.optInt("limit", 50), 200));
        return Replies.value(new JSONObject().put("uris", new JSONArray(PhotoQueries.firstN(uris, limit))).toString());
    }
}
