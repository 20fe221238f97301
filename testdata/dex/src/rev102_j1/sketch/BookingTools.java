package com.laserlog.booking;

import android.content.ContentValues;
import android.content.Context;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.laserlog.core.Command;
import com.laserlog.core.Db;
import com.laserlog.core.Reply;
import com.laserlog.core.StringUtils;
import java.io.File;
import java.util.HashMap;
import java.util.Map;
import org.json.JSONObject;

/** The booking provider's command registry. */
final class BookingTools {
    static final Map<String, Command> COMMANDS = new HashMap<>();

    static {
        COMMANDS.put("reserve", BookingTools::reserve);
        COMMANDS.put("cancel_booking", new Command() {
            @Override
            public Bundle execute(Context c, JSONObject args) throws Exception {
                int n = Db.open(c).delete("bookings", "id = ?", new String[] {args.getString("booking_id")});
                return Reply.ok(Integer.toString(n));
            }
        });
        COMMANDS.put("add_note", new Command() {
            @Override
            public Bundle execute(Context c, JSONObject args) throws Exception {
                String note = StringUtils.defaultIfBlank(args.optString("note"), "-");
                Db.open(c).execSQL("UPDATE bookings SET note = '" + note + "' WHERE id = " + args.getLong("booking_id"));
                return Reply.ok("true");
            }
        });
        COMMANDS.put("search", new SearchTool());
        COMMANDS.put("export_bookings", BookingTools::exportBookings);
    }

    private BookingTools() {
    }

    static Bundle reserve(Context c, JSONObject args) throws Exception {
        ContentValues v = new ContentValues();
        v.put("machine", args.getString("machine"));
        v.put("slot", args.getString("slot"));
        return Reply.ok(Long.toString(Db.open(c).insert("bookings", null, v)));
    }

    static Bundle exportBookings(Context c, JSONObject args) throws Exception {
        File f = new File(c.getFilesDir(), "bookings.csv");
        return Reply.file(ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY));
    }
}
