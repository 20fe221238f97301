package app.shoebox.album;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.List;

/** The photo lookups every album store gets for free. */
public interface PhotoQueries {
    SQLiteDatabase db();

    default List<String> photosTagged(String tag) {
        List<String> uris = new ArrayList<>();
        try (Cursor c = db().rawQuery("SELECT uri FROM photos WHERE tag = '" + tag + "' ORDER BY taken DESC", null)) {
            while (c.moveToNext()) {
                uris.add(c.getString(0));
            }
        }
        return uris;
    }

    default List<String> photosIn(String album) {
        List<String> uris = new ArrayList<>();
        try (Cursor c = db().rawQuery("SELECT uri FROM photos WHERE album = ? ORDER BY taken DESC", new String[] {album})) {
            while (c.moveToNext()) {
                uris.add(c.getString(0));
            }
        }
        return uris;
    }

    static List<String> firstN(List<String> uris, int n) {
        return uris.size() <= n ? uris : new ArrayList<>(uris.subList(0, n));
    }
}
