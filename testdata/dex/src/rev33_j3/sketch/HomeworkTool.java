package com.example.r33j3;

enum HomeworkTool {
    LIST_ASSIGNMENTS("list_assignments"),
    GRADE_SUMMARY("grade_summary"),
    SUBMIT_ASSIGNMENT("submit_assignment");

    final String wire;

    HomeworkTool(String wire) {
        this.wire = wire;
    }

    static HomeworkTool from(String name) {
        for (HomeworkTool t : values()) {
            if (t.wire.equals(name)) {
                return t;
            }
        }
        return null;
    }
}
