package app.shoebox.album;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;

/** Albums and their photos in albums.db. */
public final class AlbumStore implements PhotoQueries {
    private final SQLiteDatabase db;

    public AlbumStore(SQLiteDatabase db) {
        this.db = db;
        db.execSQL("CREATE TABLE IF NOT EXISTS photos (uri TEXT PRIMARY KEY, album TEXT, tag TEXT, taken INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS albums (id TEXT PRIMARY KEY, title TEXT)");
    }

    @Override
    public SQLiteDatabase db() {
        return db;
    }

    /** Moves the album's photos to "unsorted". */
    public int unfile(String album) {
        ContentValues v = new ContentValues();
        v.putNull("album");
        return db.update("photos", v, "album = ?", new String[] {album});
    }

    public int deletePhotos(String album) {
        return db.delete("photos", "album = ?", new String[] {album});
    }

    public void deleteAlbum(String album) {
        db.delete("albums", "id = ?", new String[] {album});
    }
}
