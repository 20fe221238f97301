package com.larderly.app.domain;

/** One interactor: takes its parameter object, returns a Result, and reports failures as DomainException. */
public interface UseCase<P, R> {
    Result<R> execute(P params) throws DomainException;
}
