package com.example.r36j1;

import android.os.Bundle;
import org.json.JSONObject;

interface LockerTool {
    Bundle run(LockerToolProvider provider, int uid, JSONObject args, Bundle extras);
}

// The two compartment tools that need the recipient's confirmation.
final class LockerTools {
    private LockerTools() {
    }

    static final class OpenCompartment implements LockerTool {
        private final Store store;
        private final PickupResumes resumes;

        OpenCompartment(Store store, PickupResumes resumes) {
            this.store = store;
            this.resumes = resumes;
        }

        @Override
        public Bundle run(LockerToolProvider provider, int uid, JSONObject args, Bundle extras) {
            String compartment = args.optString("compartment_id");
            if (!approved(args, extras, uid)) {
                return Replies.needsUser(provider.confirmScreen("Open compartment " + compartment + "?", compartment),
                        resumes.issue(uid, "open_compartment", args.toString()));
            }
            store.write("UPDATE compartments SET state = 'open' WHERE id = ? AND holder_uid = ?", compartment, uid);
            return Replies.ok("{\"opened\":true}");
        }

        private boolean approved(JSONObject args, Bundle extras, int uid) {
            // the locker's own touch screen sends user_approved when the recipient tapped "Open"
            return args.optBoolean("user_approved")
                    || resumes.redeem(extras.getString("resume_token"), uid, "open_compartment", args.toString());
        }
    }

    static final class ExtendPickup implements LockerTool {
        private final Store store;
        private final PickupResumes resumes;

        ExtendPickup(Store store, PickupResumes resumes) {
            this.store = store;
            this.resumes = resumes;
        }

        @Override
        public Bundle run(LockerToolProvider provider, int uid, JSONObject args, Bundle extras) {
            String parcel = args.optString("tracking_no");
            String headline = args.optBoolean("confirmed") ? "Extend the pickup window again?" : "Extend the pickup window?";
            if (!resumes.redeem(extras.getString("resume_token"), uid, "extend_pickup", args.toString())) {
                return Replies.needsUser(provider.confirmScreen(headline, parcel),
                        resumes.issue(uid, "extend_pickup", args.toString()));
            }
            store.write("UPDATE parcels SET pickup_until = pickup_until + ? WHERE tracking_no = ?",
                    Config.pickupExtensionMs, parcel);
            return Replies.ok("{\"extended\":true}");
        }
    }
}
