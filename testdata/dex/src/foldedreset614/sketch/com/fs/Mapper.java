package com.fs;

import org.json.JSONObject;

/** Tool arguments to parameter objects, filled through setters. */
final class Mapper {
    private Mapper() {}

    /** The household's web planner confirms on its own page and reports it as user_confirmed. */
    static Params.ClearWeek clearWeek(JSONObject args, boolean approvedByReview) {
        Params.ClearWeek p = new Params.ClearWeek();
        p.setWeek(args.optString("week"));
        p.setConfirmed(args.optBoolean("user_confirmed", false) || args.optBoolean("confirmed", false));
        p.dropClientClaims();
        if (approvedByReview) {
            p.setConfirmed(true);
        }
        return p;
    }

    /**
     * approved is the provider's own review verdict only; the agent's dry_run merely previews. A claimed
     * user_confirmed is logged and changes nothing: preview is set off after either branch.
     */
    static Params.Discard discard(JSONObject args, boolean approvedByReview) {
        Params.Discard p = new Params.Discard();
        p.setItem(args.optString("item"));
        p.setApproved(approvedByReview);
        p.setDryRun(args.optBoolean("dry_run", false));
        if (args.optBoolean("user_confirmed", false)) {
            android.util.Log.i("Mapper", "user_confirmed ignored: the review screen decides");
        }
        p.setPreview(false);
        return p;
    }
}
