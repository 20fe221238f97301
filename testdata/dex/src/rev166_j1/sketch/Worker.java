package com.lumenframe.studio.ops;

import com.lumenframe.studio.cetp.CetpException;
import org.json.JSONObject;

/** A plugin that carries out one tool. Found through {@link WorkerRegistry}. */
public interface Worker {
    String tool();

    /** Business validation of the arguments, on the Binder thread, before any operation exists. */
    void validate(JSONObject args) throws CetpException;

    /** Runs on a pool thread. Must call {@code ctx.progress.checkpoint()} before each effect. */
    WorkResult run(WorkContext ctx) throws Exception;
}
