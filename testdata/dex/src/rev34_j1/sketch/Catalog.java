package com.example.r34j1;

final class Catalog {
    static final String TOOLS = "{\"revision\":\"dispatch-7\",\"tools\":["
            + "{\"name\":\"list_jobs\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"customer_jobs\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"close_job\",\"scopes\":[\"jobs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"reopen_job\",\"scopes\":[\"jobs.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"export_timesheet\",\"scopes\":[\"timesheet.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"export_route\",\"scopes\":[\"jobs.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}}]}";

    private Catalog() {
    }
}
