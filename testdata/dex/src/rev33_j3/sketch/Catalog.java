package com.example.r33j3;

final class Catalog {
    static final String TOOLS = "{\"revision\":\"classroom-5\",\"tools\":["
            + "{\"name\":\"get_timetable\",\"scopes\":[\"classes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"post_announcement\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"message_parent\",\"scopes\":[\"messages.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"provider_policy\"}},"
            + "{\"name\":\"remind_class\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"confirmation\":\"never\"}},"
            + "{\"name\":\"excuse_absence\",\"scopes\":[\"attendance.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},"
            + "{\"name\":\"swap_seats\",\"scopes\":[\"classes.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"always\"}}]}";

    private Catalog() {
    }
}
