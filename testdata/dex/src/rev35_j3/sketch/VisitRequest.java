package com.example.r35j3;

import org.json.JSONObject;

// book_visit's arguments; the assistant says which app it speaks for.
record VisitRequest(String petId, String slot, String callerPackage) {
    static VisitRequest from(JSONObject args) {
        return new VisitRequest(args.optString("pet_id"), args.optString("slot"), args.optString("calling_package"));
    }
}
