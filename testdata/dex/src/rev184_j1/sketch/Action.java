package com.hearthboard.rx;

/** A callback without a value (Completable.fromAction, disposal hooks). */
public interface Action {
    void run() throws Exception;
}
