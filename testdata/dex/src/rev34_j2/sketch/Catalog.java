package com.example.r34j2;

final class Catalog {
    static final String TOOLS = "{\"revision\":\"trips-3\",\"tools\":["
            + "{\"name\":\"list_offers\",\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"accept_ride\",\"scopes\":[\"rides.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"end_shift\",\"scopes\":[\"shifts.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"pause_offers\",\"scopes\":[\"shifts.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"trip_receipt\",\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"shift_report\",\"scopes\":[\"shifts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}}]}";

    private Catalog() {
    }
}
