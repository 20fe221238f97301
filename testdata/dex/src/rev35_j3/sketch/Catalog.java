package com.example.r35j3;

// The appointments endpoint's v2 tool list (served as JSON).
final class Catalog {
    static final String TOOLS = "{\"revision\":\"visits-5\",\"tools\":[\"book_visit\",\"share_records\",\"cancel_visit\","
            + "\"reschedule_visit\",\"pay_invoice\",\"export_vaccinations\",\"export_history\"]}";

    private Catalog() {}
}
