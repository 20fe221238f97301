package com.tp;

/** A confirmation prompt; subclasses configure themselves when made (template method). No instance fields. */
public abstract class Prompt {
    protected Prompt() {
        configure();
    }

    protected abstract void configure();
}
