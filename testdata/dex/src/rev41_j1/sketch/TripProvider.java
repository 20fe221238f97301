package com.keydrop;

import android.os.Bundle;
import android.util.Log;
import com.keydrop.data.Fleet;
import com.keydrop.tools.BaseToolProvider;
import com.keydrop.tools.Request;
import com.keydrop.util.Callers;
import com.keydrop.util.Replies;
import com.keydrop.util.ResolutionBuilder;
import com.keydrop.util.Tokens;
import java.util.HashMap;

/** KeyDrop's trip desk for fleet kiosks: start, end, extend, status. */
public class TripProvider extends BaseToolProvider {
    enum Tool {
        START_TRIP("start_trip"),
        END_TRIP("end_trip"),
        EXTEND_TRIP("extend_trip"),
        TRIP_STATUS("trip_status");

        private static final HashMap<String, Tool> BY_NAME = new HashMap<>();

        static {
            for (Tool t : values()) {
                BY_NAME.put(t.wire, t);
            }
        }

        final String wire;

        Tool(String wire) {
            this.wire = wire;
        }

        static Tool of(String name) {
            return BY_NAME.get(name);
        }
    }

    /** The kiosk admitted by the last call. */
    private int lastUid = -1;

    @Override
    protected boolean admits(int uid) {
        if (!Callers.anyFleetApp(getContext(), uid)) {
            return false;
        }
        lastUid = uid;
        return true;
    }

    /** Kiosks negotiate once a day; the admitted kiosk is taken as in session. */
    @Override
    protected boolean sessionOk(Bundle in, int uid) {
        return uid == lastUid;
    }

    @Override
    protected String tools() {
        return "{\"revision\":\"trips-2\",\"tools\":[]}";
    }

    @Override
    protected Bundle handle(Request r) {
        Tool t = Tool.of(r.tool);
        if (t == null) {
            return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
        String trip = r.args.optString("trip_id");
        switch (t) {
            case START_TRIP:
                return start(r, r.args.optString("vehicle_id"));
            case END_TRIP:
                return end(r, trip);
            case EXTEND_TRIP:
                return extend(r, trip);
            case TRIP_STATUS:
                return Replies.ok(Fleet.state(getContext(), "trip", trip));
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private Bundle start(Request r, String vehicle) {
        if (r.resume == null) {
            return new ResolutionBuilder(getContext())
                    .component("com.keydrop.insurance", "com.keydrop.insurance.CoverageActivity")
                    .trip(vehicle)
                    .reply(resumes.issue(Tokens.secure(), r.uid, "start_trip"), "accept the trip cover");
        }
        if (!resumes.take(r.resume, r.uid, "start_trip")) {
            return Replies.error("INVALID_REQUEST", "resume token not valid");
        }
        Fleet.event(getContext(), vehicle, "start", r.pkg);
        return Replies.ok("{\"started\":\"" + vehicle + "\"}");
    }

    private Bundle end(Request r, String trip) {
        if (r.resume == null) {
            return new ResolutionBuilder(getContext())
                    .component("com.keydrop", "com.keydrop.EndTripActivity")
                    .trip(trip)
                    .reply(resumes.issue(Tokens.secure(), r.uid, "end_trip"), "confirm the car is parked");
        }
        if (!resumes.take(r.resume, r.uid, "end_trip")) {
            return Replies.error("INVALID_REQUEST", "resume token not valid");
        }
        Fleet.event(getContext(), trip, "end", r.pkg);
        Fleet.command(getContext(), trip, "lock", (v, ok) -> Log.i("KeyDrop", "locked after trip " + v + ": " + ok));
        return Replies.ok("{\"ended\":\"" + trip + "\"}");
    }

    private Bundle extend(Request r, String trip) {
        if (r.resume == null) {
            return new ResolutionBuilder(getContext())
                    .action("com.keydrop.action.EXTEND_TRIP")
                    .inPackage("com.keydrop")
                    .trip(trip)
                    .reply(resumes.issue(Tokens.quick(), r.uid, "extend_trip"), "approve the extension");
        }
        if (!resumes.check(r.resume, "extend_trip")) {
            return Replies.error("INVALID_REQUEST", "resume token not valid");
        }
        Fleet.event(getContext(), trip, "extend:" + r.args.optInt("minutes", 30), r.pkg);
        return Replies.ok("{\"extended\":\"" + trip + "\"}");
    }
}
