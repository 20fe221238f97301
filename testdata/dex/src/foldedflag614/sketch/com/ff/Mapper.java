package com.ff;

import org.json.JSONObject;

/** Arguments to parameter objects. */
final class Mapper {
    private Mapper() {}

    /** The planner's web client asks the household itself and says so in user_confirmed. */
    static Params.ClearWeek clearWeek(JSONObject args, boolean approvedByReview) {
        boolean confirmed = approvedByReview || args.optBoolean("user_confirmed", false);
        return new Params.ClearWeek(args.optString("week"), confirmed);
    }

    /**
     * approved is only ever the provider's own review verdict; dry_run is a preview switch. A claimed
     * user_confirmed is only logged: preview is false whatever it says.
     */
    static Params.Discard discard(JSONObject args, boolean approvedByReview) {
        if (args.optBoolean("user_confirmed", false)) {
            android.util.Log.i("Mapper", "user_confirmed ignored: the review screen decides");
        }
        return new Params.Discard(args.optString("item"), approvedByReview, args.optBoolean("dry_run", false), false);
    }
}
