package com.example.r34j3;

final class Catalog {
    static final String TOOLS = "{\"revision\":\"orders-12\",\"tools\":["
            + "{\"name\":\"order_status\",\"scopes\":[\"orders.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"place_print_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"reprint_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"cancel_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"change_address\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"provider_policy\"}}]}";

    private Catalog() {
    }
}
