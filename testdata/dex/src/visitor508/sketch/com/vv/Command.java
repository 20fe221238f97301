package com.vv;

import android.os.Bundle;
import android.util.Log;

/** A parsed request; the exchange answers it through the visitor. */
abstract class Command {
    interface Visitor<R> {
        R visitExecute(Execute c);

        R visitOther(Other c);
    }

    abstract <R> R accept(Visitor<R> v);

    static Command parse(String method, Bundle extras) {
        if ("execute_tool".equals(method) && extras != null) {
            return new Execute(extras.getString("request_id"), extras.getString("tool"));
        }
        return new Other(method);
    }

    static final class Execute extends Command {
        final String requestId;
        final String tool;

        Execute(String requestId, String tool) {
            this.requestId = requestId;
            this.tool = tool;
        }

        @Override
        <R> R accept(Visitor<R> v) {
            Log.d("desk", "execute_tool");
            return v.visitExecute(this);
        }
    }

    static final class Other extends Command {
        final String method;

        Other(String method) {
            this.method = method;
        }

        @Override
        <R> R accept(Visitor<R> v) {
            return v.visitOther(this);
        }
    }
}
