package app.hearthlink.core;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.List;

/** Name lookups shared by the stores. */
public interface Lookups {
    SQLiteDatabase db();

    /** Devices of one room; the room is a bound argument. */
    default List<String> byRoom(String room) {
        try (Cursor c = db().rawQuery("SELECT name FROM devices WHERE room = ? ORDER BY name", new String[] {room})) {
            return names(c);
        }
    }

    /** Automations whose label contains the text. */
    default List<String> byLabel(String label) {
        try (Cursor c = db().rawQuery("SELECT name FROM automations WHERE label LIKE '%" + label + "%' ORDER BY name", null)) {
            return names(c);
        }
    }

    static List<String> names(Cursor c) {
        List<String> out = new ArrayList<>();
        while (c.moveToNext()) {
            out.add(c.getString(0));
        }
        return out;
    }
}
