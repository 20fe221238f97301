package com.quaywire.tickets;

import android.app.PendingIntent;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.quaywire.cetp.Call;
import com.quaywire.cetp.Ledger;
import com.quaywire.cetp.MemoryOutcomes;
import com.quaywire.cetp.Replies;
import com.quaywire.cetp.RequestMapper;
import com.quaywire.cetp.Resolutions;
import com.quaywire.cetp.ToolProviderBase;
import com.quaywire.data.DeskRepository;
import com.quaywire.data.DiskCache;
import com.quaywire.data.Page;
import com.quaywire.data.Ticket;
import com.quaywire.net.ApiException;
import com.quaywire.net.HttpClient;
import com.quaywire.net.HttpRequest;
import com.quaywire.net.HttpResponse;
import com.quaywire.net.OnBehalfOf;
import com.quaywire.net.RetryInterceptor;
import java.io.File;
import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tickets of the workspace: list a queue, read one, comment on one, close one. */
public final class TicketToolProvider extends ToolProviderBase {
    private static final String TAG = "QuaywireTickets";
    private static final Pattern REF = Pattern.compile("QW-[0-9]{1,9}");
    private static final Pattern QUEUE = Pattern.compile("[a-z0-9_-]{1,32}");
    private static final long APPROVAL_TTL_MS = 5L * 60L * 1000L;

    private HttpClient client;
    private DeskRepository repository;

    @Override
    public boolean onCreate() {
        client = new HttpClient("https://api.quaywire.example", "qw_live_key", new RetryInterceptor(3, 250L));
        repository = new DeskRepository(client, new DiskCache(new File(getContext().getCacheDir(), "tickets")));
        ledger = Ledger.forProvider(providerId());
        outcomes = new MemoryOutcomes(providerId());
        return true;
    }

    @Override
    protected String providerId() {
        return "com.quaywire.tickets";
    }

    @Override
    protected String providerName() {
        return "Quaywire Desk tickets";
    }

    @Override
    protected String revision() {
        return "tickets-7";
    }

    @Override
    protected JSONArray toolDescriptors() throws JSONException {
        String page = "{\"type\":\"object\",\"properties\":{\"tickets\":{\"type\":\"array\"},"
                + "\"next_cursor\":{\"type\":[\"string\",\"null\"]}},\"required\":[\"tickets\"]}";
        String one = "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"},"
                + "\"status\":{\"type\":\"string\"}},\"required\":[\"ref\",\"status\"]}";
        return new JSONArray()
                .put(tool("list_tickets", "List the tickets of a queue, newest first", "read", "low", false, "never",
                        "tickets.read", "{\"type\":\"object\",\"properties\":{\"queue\":{\"type\":\"string\"},"
                                + "\"cursor\":{\"type\":\"string\"}},\"required\":[\"queue\"],"
                                + "\"additionalProperties\":false}", page))
                .put(tool("get_ticket", "Read one ticket", "read", "low", false, "never", "tickets.read",
                        "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"}},\"required\":[\"ref\"],"
                                + "\"additionalProperties\":false}", one))
                .put(tool("comment_ticket", "Add a public comment to a ticket", "create", "moderate", false, "never",
                        "tickets.write", "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"},"
                                + "\"body\":{\"type\":\"string\"}},\"required\":[\"ref\",\"body\"],"
                                + "\"additionalProperties\":false}", one))
                .put(tool("close_ticket", "Close a ticket and notify its requester", "update", "high", false,
                        "always", "tickets.write", "{\"type\":\"object\",\"properties\":{\"ref\":{\"type\":\"string\"}},"
                                + "\"required\":[\"ref\"],\"additionalProperties\":false}", one));
    }

    @Override
    protected Boolean mutating(String tool) {
        switch (tool) {
            case "list_tickets":
            case "get_ticket":
                return Boolean.FALSE;
            case "comment_ticket":
            case "close_ticket":
                return Boolean.TRUE;
            default:
                return null;
        }
    }

    @Override
    protected Bundle execute(Call call) throws JSONException {
        long budget = RequestMapper.remainingMs(call);
        if (budget <= 0L) {
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        try {
            switch (call.tool) {
                case "list_tickets":
                    return list(call, budget);
                case "get_ticket":
                    return get(call, budget);
                case "comment_ticket":
                    return comment(call, budget);
                default:
                    return close(call, budget);
            }
        } catch (IOException e) {
            return failure(call, e);
        }
    }

    /** Maps a failed exchange with the API onto a CETP error. */
    private Bundle failure(Call call, IOException e) {
        Log.w(TAG, call.tool + " failed", e);
        if (e instanceof ApiException) {
            int status = ((ApiException) e).status;
            return Replies.error(call.requestId, ApiException.errorCode(status), "Quaywire said " + e.getMessage(),
                    ApiException.retryable(status));
        }
        return Replies.error(call.requestId, "UNAVAILABLE", "Quaywire Desk is not reachable", true);
    }

    private Bundle list(Call call, long budget) throws IOException, JSONException {
        String queue = RequestMapper.text(call.args, "queue", 32);
        if (!QUEUE.matcher(queue).matches()) {
            return Replies.error(call.requestId, "INVALID_ARGS", "queue is not a queue name", false);
        }
        String cursor = call.args.has("cursor") ? call.args.getString("cursor") : null;
        Page<Ticket> page = repository.tickets(queue, cursor, budget);
        JSONArray rows = new JSONArray();
        for (Ticket ticket : page.items) {
            rows.put(ticket.toJson());
        }
        JSONObject value = new JSONObject().put("tickets", rows).put("next_cursor", page.nextCursor);
        return Replies.success(call.requestId, inline(value));
    }

    private Bundle get(Call call, long budget) throws IOException, JSONException {
        String ref = RequestMapper.text(call.args, "ref", 16);
        if (!REF.matcher(ref).matches()) {
            return Replies.error(call.requestId, "INVALID_ARGS", "ref is not a ticket reference", false);
        }
        return Replies.success(call.requestId, inline(repository.ticket(ref, budget).toJson()));
    }

    private Bundle comment(Call call, long budget) throws IOException, JSONException {
        String ref = RequestMapper.text(call.args, "ref", 16);
        String body = RequestMapper.text(call.args, "body", 8000);
        HttpRequest request = HttpRequest.post("/v3/tickets/" + ref + "/comments",
                new JSONObject().put("body", body).put("public", true).toString()).timeout(budget);
        Future<HttpResponse> sent = client.submit(() -> client.execute(request,
                new OnBehalfOf(Binder.getCallingUid())));
        HttpResponse response = await(sent, budget);
        Ticket ticket = Ticket.fromJson(new JSONObject(response.body));
        repository.disk.put(ref, response.body);
        return Replies.success(call.requestId, inline(ticket.toJson()));
    }

    private Bundle close(Call call, long budget) throws IOException, JSONException {
        String ref = RequestMapper.text(call.args, "ref", 16);
        if (!REF.matcher(ref).matches()) {
            return Replies.error(call.requestId, "INVALID_ARGS", "ref is not a ticket reference", false);
        }
        boolean approved = false;
        if (call.resumeToken != null) {
            JSONObject approval = ledger.spend(call.resumeToken, call);
            if (approval == null) {
                return Replies.error(call.requestId, "INVALID_REQUEST", "resume_token is not valid here", false);
            }
            if ("pending".equals(approval.getString("state"))) {
                return Replies.error(call.requestId, "CONFLICT", "The approval is still open", false);
            }
            approved = RequestMapper.flag(approval, "approved");
            if (!approved) {
                return Replies.error(call.requestId, "USER_CANCELLED", "The user declined", false);
            }
        }
        if (!approved) {
            return askApproval(call, "Close ticket " + ref + " and email its requester that it is resolved");
        }
        int uid = call.uid;
        HttpRequest request = HttpRequest.post("/v3/tickets/" + ref + "/close", "{}").timeout(budget);
        Future<HttpResponse> sent = client.submit(() -> client.execute(request, new OnBehalfOf(uid)));
        HttpResponse response = await(sent, budget);
        return Replies.success(call.requestId, inline(Ticket.fromJson(new JSONObject(response.body)).toJson()));
    }

    private Bundle askApproval(Call call, String summary) throws JSONException {
        String token = Ledger.randomToken(24);
        String key = ledger.openApproval(token, call, summary, System.currentTimeMillis() + APPROVAL_TTL_MS);
        PendingIntent resolution = Resolutions.build(getContext(), key,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return Replies.needsUser(call.requestId, resolution, token);
    }

    private static HttpResponse await(Future<HttpResponse> sent, long budget) throws IOException {
        try {
            return sent.get(budget, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException) {
                throw (IOException) e.getCause();
            }
            throw new IOException("request failed", e.getCause());
        } catch (TimeoutException e) {
            sent.cancel(true);
            throw new IOException("deadline reached", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static String inline(JSONObject value) throws JSONException {
        return new JSONObject().put("kind", "inline").put("value", value).toString();
    }
}
