package com.larderly.app.data;

/** A checked failure of a repository; the domain layer wraps it into a DomainException. */
public class RepositoryException extends Exception {
    public RepositoryException(String message, Throwable cause) {
        super(message, cause);
    }
}
