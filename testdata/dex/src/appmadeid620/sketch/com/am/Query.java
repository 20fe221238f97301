package com.am;

/** A get_operation request: the id the Consumer sends. */
final class Query {
    final String operationId;

    Query(String operationId) {
        this.operationId = operationId;
    }
}
