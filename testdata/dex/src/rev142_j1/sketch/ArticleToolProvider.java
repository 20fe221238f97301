package com.quaywire.articles;

import android.app.PendingIntent;
import android.os.Bundle;
import android.util.Log;
import com.quaywire.cetp.Call;
import com.quaywire.cetp.FileOutcomes;
import com.quaywire.cetp.Ledger;
import com.quaywire.cetp.Replies;
import com.quaywire.cetp.RequestMapper;
import com.quaywire.cetp.Resolutions;
import com.quaywire.cetp.ToolProviderBase;
import com.quaywire.data.Article;
import com.quaywire.data.DeskRepository;
import com.quaywire.data.DiskCache;
import com.quaywire.data.Page;
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
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The help centre: search articles, publish one, delete one. */
public final class ArticleToolProvider extends ToolProviderBase {
    private static final String TAG = "QuaywireArticles";
    private static final long WAIT_MS = 20000L;
    private static final long APPROVAL_TTL_MS = 5L * 60L * 1000L;

    private HttpClient client;
    private DeskRepository repository;

    @Override
    public boolean onCreate() {
        client = new HttpClient("https://api.quaywire.example", "qw_live_key", new RetryInterceptor(4, 500L));
        repository = new DeskRepository(client, new DiskCache(new File(getContext().getCacheDir(), "articles")));
        ledger = Ledger.forProvider(providerId());
        outcomes = new FileOutcomes(new File(getContext().getFilesDir(), "article-outcomes"), providerId());
        return true;
    }

    @Override
    protected String providerId() {
        return "com.quaywire.articles";
    }

    @Override
    protected String providerName() {
        return "Quaywire Desk help centre";
    }

    @Override
    protected String revision() {
        return "articles-4";
    }

    @Override
    protected JSONArray toolDescriptors() throws JSONException {
        String one = "{\"type\":\"object\",\"properties\":{\"slug\":{\"type\":\"string\"},"
                + "\"state\":{\"type\":\"string\"}},\"required\":[\"slug\",\"state\"]}";
        return new JSONArray()
                .put(tool("search_articles", "Search the help centre", "read", "low", false, "never",
                        "articles.read", "{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\"},"
                                + "\"cursor\":{\"type\":\"string\"}},\"required\":[\"query\"],"
                                + "\"additionalProperties\":false}",
                        "{\"type\":\"object\",\"properties\":{\"articles\":{\"type\":\"array\"}},"
                                + "\"required\":[\"articles\"]}"))
                .put(tool("publish_article", "Publish an article to the public help centre", "create", "moderate",
                        false, "never", "articles.write", "{\"type\":\"object\",\"properties\":{"
                                + "\"slug\":{\"type\":\"string\"},\"title\":{\"type\":\"string\"},"
                                + "\"body\":{\"type\":\"string\"}},\"required\":[\"slug\",\"title\",\"body\"],"
                                + "\"additionalProperties\":false}", one))
                .put(tool("delete_article", "Delete an article and its history", "delete", "high", true, "always",
                        "articles.write", "{\"type\":\"object\",\"properties\":{\"slug\":{\"type\":\"string\"}},"
                                + "\"required\":[\"slug\"],\"additionalProperties\":false}", one));
    }

    @Override
    protected Boolean mutating(String tool) {
        switch (tool) {
            case "search_articles":
                return Boolean.FALSE;
            case "publish_article":
            case "delete_article":
                return Boolean.TRUE;
            default:
                return null;
        }
    }

    @Override
    protected Bundle execute(Call call) throws JSONException {
        try {
            switch (call.tool) {
                case "search_articles":
                    return search(call);
                case "publish_article":
                    return publish(call);
                default:
                    return delete(call);
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
            return Replies.error(call.requestId, ApiException.errorCode(status), ApiException.safeMessage(status),
                    ApiException.retryable(status));
        }
        return Replies.error(call.requestId, "UNAVAILABLE", "Quaywire Desk is not reachable", true);
    }

    private Bundle search(Call call) throws IOException, JSONException {
        String query = RequestMapper.text(call.args, "query", 200);
        String cursor = call.args.has("cursor") ? call.args.getString("cursor") : null;
        Page<Article> page = repository.articles(query, cursor, WAIT_MS);
        JSONArray rows = new JSONArray();
        for (Article article : page.items) {
            rows.put(article.toJson());
        }
        JSONObject value = new JSONObject().put("articles", rows).put("next_cursor", page.nextCursor);
        return Replies.success(call.requestId, inline(value));
    }

    private Bundle publish(Call call) throws IOException, JSONException {
        String slug = RequestMapper.text(call.args, "slug", 80);
        JSONObject draft = new JSONObject().put("slug", slug)
                .put("title", RequestMapper.text(call.args, "title", 200))
                .put("body", RequestMapper.text(call.args, "body", 60000))
                .put("state", "published");
        int uid = call.uid;
        HttpRequest request = HttpRequest.post("/v3/articles", draft.toString()).timeout(WAIT_MS);
        Future<HttpResponse> sent = client.submit(() -> client.execute(request, new OnBehalfOf(uid)));
        HttpResponse response = await(sent, WAIT_MS);
        Article article = Article.fromJson(new JSONObject(response.body));
        repository.disk.put(DiskCache.keyFor(slug), response.body);
        return Replies.success(call.requestId, inline(article.toJson()));
    }

    private Bundle delete(Call call) throws IOException, JSONException {
        String slug = RequestMapper.text(call.args, "slug", 80);
        long budget = RequestMapper.remainingMs(call);
        if (budget <= 0L) {
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        boolean approved = RequestMapper.flag(call.args, "confirmed");
        if (!approved && call.resumeToken != null) {
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
            return askApproval(call, "Delete the article \"" + slug + "\" and all its revisions for good");
        }
        int uid = call.uid;
        HttpRequest request = HttpRequest.delete("/v3/articles/" + java.net.URLEncoder.encode(slug, "UTF-8")).timeout(budget);
        Future<HttpResponse> sent = client.submit(() -> client.execute(request, new OnBehalfOf(uid)));
        await(sent, budget);
        JSONObject gone = new JSONObject().put("slug", slug).put("state", "deleted");
        return Replies.success(call.requestId, inline(gone));
    }

    private Bundle askApproval(Call call, String summary) throws JSONException {
        String token = "del-" + Long.toString(System.currentTimeMillis(), 36);
        String key = ledger.openApproval(token, call, summary, System.currentTimeMillis() + APPROVAL_TTL_MS);
        PendingIntent resolution = Resolutions.build(getContext(), key,
                PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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
            throw new IOException("no answer in time", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static String inline(JSONObject value) throws JSONException {
        return new JSONObject().put("kind", "inline").put("value", value).toString();
    }
}
