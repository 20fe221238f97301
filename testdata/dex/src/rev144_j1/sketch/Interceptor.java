package com.ferncastle.plugin;

import org.json.JSONObject;

/** One link of the chain every call() runs through; an interceptor either answers or calls chain.proceed(). */
public interface Interceptor {
    Result<JSONObject> intercept(Chain chain) throws Exception;
}
