package com.keyholder.cetp;

import com.keyholder.data.CetpDao;
import com.keyholder.data.RequestRow;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.inject.Inject;
import javax.inject.Singleton;

/** Durable request_id deduplication for the mutating tools (caller UID, provider, request id). */
@Singleton
public class RequestLedger {
    private final CetpDao dao;

    @Inject
    public RequestLedger(CetpDao dao) {
        this.dao = dao;
    }

    public RequestRow find(String providerId, ToolCall call) {
        return dao.findRequest(providerId, call.uid(), call.requestId());
    }

    public void keep(String providerId, ToolCall call, String tool, String data) {
        RequestRow row = new RequestRow();
        row.providerId = providerId;
        row.uid = call.uid();
        row.requestId = call.requestId();
        row.digest = digest(tool, call.rawArgs());
        row.data = data;
        row.keptAt = System.currentTimeMillis();
        dao.insertRequest(row);
    }

    public static String digest(String tool, String args) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(tool.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            byte[] sum = sha.digest(args.getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (byte b : sum) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
