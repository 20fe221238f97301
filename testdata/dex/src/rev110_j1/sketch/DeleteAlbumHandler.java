package app.shoebox.album;

import android.os.Bundle;
import app.shoebox.core.Replies;
import app.shoebox.core.ToolHandler;
import org.json.JSONException;
import org.json.JSONObject;

/** delete_album (delete, confirmation always): runs only after AlbumProvider has taken an approved resume token. */
final class DeleteAlbumHandler extends ToolHandler<JSONObject, Bundle> {
    private final AlbumStore store;

    DeleteAlbumHandler(AlbumStore store) {
        this.store = store;
    }

    @Override
    public Bundle handle(JSONObject args) throws JSONException {
        String album = args.getString("album_id");
        int photos = args.optBoolean("keep_photos") ? store.unfile(album) : store.deletePhotos(album);
        store.deleteAlbum(album);
        return Replies.value(new JSONObject().put("album_id", album).put("photos", photos).toString());
    }
}
