package com.am;

/** A bulk job the provider runs on its worker; its id is made here. */
final class Job {
    final String operationId;
    final String column;

    Job(String operationId, String column) {
        this.operationId = operationId;
        this.column = column;
    }
}
