.class public final Lcom/cinderbox/locker/LockerProvider;
.super Lcom/cinderbox/core/ToolEndpoint;
.source "LockerProvider.java"


# static fields
.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"com.cinderbox.locker\",\"provider_name\":\"Cinderbox Locker\",\"description\":\"Search, check, seal, export and share entries of the Cinderbox document locker\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"locker.read\",\"title\":\"Read locker entries\",\"description\":\"Search and read entries\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"locker.write\",\"title\":\"Change locker entries\",\"description\":\"Seal, export and share entries\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field static final TAG:Ljava/lang/String; = "CinderboxLocker"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"locker-7\",\"tools\":[{\"name\":\"search_entries\",\"description\":\"Find entries whose label contains a text\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"maxLength\":64}},\"required\":[\"text\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\"}},\"required\":[\"entries\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"get_entry\",\"description\":\"Read one entry's label and seal state\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"label\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"verify_backup\",\"description\":\"Check an entry's backup copy against its digest\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"intact\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"vault_stats\",\"description\":\"Count entries and sealed entries\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entries\",\"sealed\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"seal_entry\",\"description\":\"Seal an entry so it can no longer be edited\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"sealed\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},{\"name\":\"export_entry\",\"description\":\"Prepare an encrypted export of an entry\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"export\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},{\"name\":\"share_entry\",\"description\":\"Deliver an entry to the calling app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"recipient\",\"state\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":true,\"confirmation\":\"provider_policy\"}},{\"name\":\"copy_entry\",\"description\":\"Copy an entry into the inbox of the calling app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"},\"calling_package\":{\"type\":\"string\"}},\"required\":[\"entry_id\",\"calling_package\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"recipient\",\"state\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":true,\"confirmation\":\"provider_policy\"}}]}"


# instance fields
.field private link:Lcom/cinderbox/locker/VaultLink;

.field private workers:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Lcom/cinderbox/core/ToolEndpoint;-><init>()V

    return-void
.end method

.method private static await(Ljava/util/concurrent/CompletableFuture;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/concurrent/CompletableFuture<",
            "Landroid/os/Bundle;",
            ">;",
            "Lcom/cinderbox/core/ToolCall;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 211
    :try_start_0
    invoke-virtual {p1}, Lcom/cinderbox/core/ToolCall;->remaining()J

    move-result-wide v2

    sget-object v4, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {p0, v2, v3, v4}, Ljava/util/concurrent/CompletableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_1

    return-object v1

    .line 212
    :catch_0
    move-exception v0

    .line 213
    const/4 v2, 0x1

    invoke-virtual {p0, v2}, Ljava/util/concurrent/CompletableFuture;->cancel(Z)Z

    .line 214
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "The vault did not answer in time"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 215
    :catch_1
    move-exception v0

    .line 216
    const-string v1, "CinderboxLocker"

    const-string v2, "answer chain failed"

    invoke-static {v1, v2, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 217
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The vault could not answer"

    const/4 v4, 0x0

    invoke-static {v1, v2, v3, v4}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private copyEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 227
    iget-object v1, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v2, "calling_package"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 228
    iget-object v3, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v4, "entry_id"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {p0, p1, p2, v3, v0}, Lcom/cinderbox/locker/LockerProvider;->deliver(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private deliver(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11

    .line 233
    iget-object v1, p0, Lcom/cinderbox/locker/LockerProvider;->link:Lcom/cinderbox/locker/VaultLink;

    invoke-virtual {v1}, Lcom/cinderbox/locker/VaultLink;->outbox()Landroid/os/Messenger;

    move-result-object v0

    .line 234
    if-eqz v0, :cond_0

    if-nez p4, :cond_1

    .line 235
    :cond_0
    iget-object v1, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v2, "UNAVAILABLE"

    const-string v3, "Sharing is not ready, retry shortly"

    const/4 v4, 0x1

    invoke-static {v1, v2, v3, v4}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 237
    :cond_1
    new-instance v1, Lcom/cinderbox/locker/ShareTask;

    invoke-direct {v1, p1, v0, p4}, Lcom/cinderbox/locker/ShareTask;-><init>(Lcom/cinderbox/locker/IVault;Landroid/os/Messenger;Ljava/lang/String;)V

    sget-object v2, Landroid/os/AsyncTask;->THREAD_POOL_EXECUTOR:Ljava/util/concurrent/Executor;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p3, v3, v5

    invoke-virtual {v1, v2, v3}, Lcom/cinderbox/locker/ShareTask;->executeOnExecutor(Ljava/util/concurrent/Executor;[Ljava/lang/Object;)Landroid/os/AsyncTask;

    .line 238
    iget-object v1, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"entry_id\":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-static {p3}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ",\"recipient\":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    .line 239
    invoke-static {p4}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ",\"state\":\"queued\"}"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 238
    invoke-static {v1, v2}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private exportEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Landroid/os/RemoteException;
        }
    .end annotation

    .line 163
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v3, "entry_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iget v3, p2, Lcom/cinderbox/core/ToolCall;->uid:I

    iget-object v4, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    invoke-interface {p1, v2, v3, v4}, Lcom/cinderbox/locker/IVault;->beginExport(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 164
    iget-object v1, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v1, v0}, Lcom/cinderbox/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private getEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Landroid/os/RemoteException;
        }
    .end annotation

    .line 149
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v3, "entry_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 150
    invoke-interface {p1, v0}, Lcom/cinderbox/locker/IVault;->entry(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 151
    if-nez v1, :cond_0

    .line 152
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v3, "INVALID_ARGS"

    const-string v4, "No entry with that id"

    const/4 v5, 0x0

    invoke-static {v2, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 154
    :cond_0
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v2, v1}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method static synthetic lambda$vaultStats$4(Lcom/cinderbox/locker/IVault;)Ljava/lang/String;
    .registers 2

    .line 182
    invoke-static {p0}, Lcom/cinderbox/locker/LockerProvider;->remoteStats(Lcom/cinderbox/locker/IVault;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$vaultStats$5(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3

    .line 183
    invoke-static {p0, p1}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$vaultStats$6(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 6

    .line 185
    const-string v0, "CinderboxLocker"

    const-string v1, "vault_stats failed"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 186
    const-string v1, "UNAVAILABLE"

    const-string v2, "The vault is busy, try again"

    const/4 v3, 0x1

    invoke-static {p0, v1, v2, v3}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$vaultStats$7(Landroid/os/Bundle;Ljava/lang/Throwable;)V
    .registers 4

    .line 188
    const-string v0, "CinderboxLocker"

    const-string v1, "vault_stats answered"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    return-void
.end method

.method static synthetic lambda$verifyBackup$0(Lcom/cinderbox/locker/IVault;Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 171
    invoke-static {p0, p1}, Lcom/cinderbox/locker/LockerProvider;->remoteVerify(Lcom/cinderbox/locker/IVault;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$verifyBackup$1(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3

    .line 172
    invoke-static {p0, p1}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$verifyBackup$2(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 6

    .line 173
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Backup check failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    .line 174
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 173
    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$verifyBackup$3(Ljava/lang/String;Landroid/os/Bundle;Ljava/lang/Throwable;)V
    .registers 6

    .line 175
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "verify_backup answered for "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "CinderboxLocker"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    return-void
.end method

.method private static remoteStats(Lcom/cinderbox/locker/IVault;)Ljava/lang/String;
    .registers 3

    .line 202
    :try_start_0
    invoke-interface {p0}, Lcom/cinderbox/locker/IVault;->stats()Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Landroid/os/RemoteException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 203
    :catch_0
    move-exception v0

    .line 204
    new-instance v1, Ljava/util/concurrent/CompletionException;

    invoke-direct {v1, v0}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v1
.end method

.method private static remoteVerify(Lcom/cinderbox/locker/IVault;Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 194
    :try_start_0
    invoke-interface {p0, p1}, Lcom/cinderbox/locker/IVault;->verify(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Landroid/os/RemoteException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 195
    :catch_0
    move-exception v0

    .line 196
    new-instance v1, Ljava/util/concurrent/CompletionException;

    invoke-direct {v1, v0}, Ljava/util/concurrent/CompletionException;-><init>(Ljava/lang/Throwable;)V

    throw v1
.end method

.method private sealEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Landroid/os/RemoteException;
        }
    .end annotation

    .line 158
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v3, "entry_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    iget v3, p2, Lcom/cinderbox/core/ToolCall;->uid:I

    iget-object v4, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    invoke-interface {p1, v2, v3, v4}, Lcom/cinderbox/locker/IVault;->beginSeal(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 159
    iget-object v1, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v1, v0}, Lcom/cinderbox/core/Replies;->accepted(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private searchEntries(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Landroid/os/RemoteException;
        }
    .end annotation

    .line 143
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v3, "text"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 144
    invoke-interface {p1, v0}, Lcom/cinderbox/locker/IVault;->search(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 145
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"entries\":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/cinderbox/core/Replies;->inline(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method private shareEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 222
    invoke-virtual {p0}, Lcom/cinderbox/locker/LockerProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    .line 223
    iget-object v2, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v3, "entry_id"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, p1, p2, v2, v0}, Lcom/cinderbox/locker/LockerProvider;->deliver(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private vaultStats(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 180
    iget-object v0, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    .line 181
    new-instance v2, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p1}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda4;-><init>(Lcom/cinderbox/locker/IVault;)V

    iget-object v3, p0, Lcom/cinderbox/locker/LockerProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 182
    invoke-static {v2, v3}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v2

    new-instance v3, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda5;

    invoke-direct {v3, v0}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda5;-><init>(Ljava/lang/String;)V

    .line 183
    invoke-virtual {v2, v3}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v2

    new-instance v3, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda6;

    invoke-direct {v3, v0}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda6;-><init>(Ljava/lang/String;)V

    .line 184
    invoke-virtual {v2, v3}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v2

    sget-object v3, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;->INSTANCE:Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;

    .line 188
    invoke-virtual {v2, v3}, Ljava/util/concurrent/CompletableFuture;->whenComplete(Ljava/util/function/BiConsumer;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v1

    .line 189
    invoke-static {v1, p2}, Lcom/cinderbox/locker/LockerProvider;->await(Ljava/util/concurrent/CompletableFuture;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method private verifyBackup(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 168
    iget-object v0, p2, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    .line 169
    iget-object v3, p2, Lcom/cinderbox/core/ToolCall;->args:Lorg/json/JSONObject;

    const-string v4, "entry_id"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 170
    new-instance v3, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, p1, v1}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda0;-><init>(Lcom/cinderbox/locker/IVault;Ljava/lang/String;)V

    iget-object v4, p0, Lcom/cinderbox/locker/LockerProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 171
    invoke-static {v3, v4}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v3

    new-instance v4, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda1;

    invoke-direct {v4, v0}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;)V

    .line 172
    invoke-virtual {v3, v4}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v3

    new-instance v4, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda2;

    invoke-direct {v4, v0}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;)V

    .line 173
    invoke-virtual {v3, v4}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v3

    new-instance v4, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda3;

    invoke-direct {v4, v1}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda3;-><init>(Ljava/lang/String;)V

    .line 175
    invoke-virtual {v3, v4}, Ljava/util/concurrent/CompletableFuture;->whenComplete(Ljava/util/function/BiConsumer;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v2

    .line 176
    invoke-static {v2, p2}, Lcom/cinderbox/locker/LockerProvider;->await(Ljava/util/concurrent/CompletableFuture;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method


# virtual methods
.method protected mutating(Ljava/lang/String;)Z
    .registers 3

    .line 110
    const-string v0, "seal_entry"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "export_entry"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "share_entry"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 111
    const-string v0, "copy_entry"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 110
    :goto_0
    return v0
.end method

.method protected offersAsync()Z
    .registers 2

    .line 105
    const/4 v0, 0x1

    return v0
.end method

.method protected open()V
    .registers 4

    .line 83
    new-instance v1, Lcom/cinderbox/locker/VaultLink;

    invoke-virtual {p0}, Lcom/cinderbox/locker/LockerProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/cinderbox/locker/VaultLink;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/cinderbox/locker/LockerProvider;->link:Lcom/cinderbox/locker/VaultLink;

    .line 84
    iget-object v0, p0, Lcom/cinderbox/locker/LockerProvider;->link:Lcom/cinderbox/locker/VaultLink;

    invoke-virtual {v0}, Lcom/cinderbox/locker/VaultLink;->connect()V

    .line 85
    const/4 v1, 0x2

    invoke-static {v1}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    iput-object v1, p0, Lcom/cinderbox/locker/LockerProvider;->workers:Ljava/util/concurrent/ExecutorService;

    .line 86
    return-void
.end method

.method protected operation(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 244
    iget-object v2, p0, Lcom/cinderbox/locker/LockerProvider;->link:Lcom/cinderbox/locker/VaultLink;

    invoke-virtual {v2}, Lcom/cinderbox/locker/VaultLink;->vault()Lcom/cinderbox/locker/IVault;

    move-result-object v0

    .line 245
    if-nez v0, :cond_0

    .line 246
    const-string v3, "UNAVAILABLE"

    const-string v4, "The vault is starting, retry shortly"

    const/4 v5, 0x1

    invoke-static {p2, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 248
    :cond_0
    invoke-interface {v0, p3, p1, p2}, Lcom/cinderbox/locker/IVault;->ticket(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 249
    if-nez v1, :cond_1

    .line 250
    const-string v3, "INVALID_REQUEST"

    const-string v4, "No such operation for this caller"

    const/4 v5, 0x0

    invoke-static {p2, v3, v4, v5}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 252
    :cond_1
    invoke-static {p2, v1}, Lcom/cinderbox/core/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 90
    const-string v0, "com.cinderbox.locker"

    return-object v0
.end method

.method protected providerInfo()Ljava/lang/String;
    .registers 2

    .line 95
    const-string v0, "{\"provider_id\":\"com.cinderbox.locker\",\"provider_name\":\"Cinderbox Locker\",\"description\":\"Search, check, seal, export and share entries of the Cinderbox document locker\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"locker.read\",\"title\":\"Read locker entries\",\"description\":\"Search and read entries\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"locker.write\",\"title\":\"Change locker entries\",\"description\":\"Seal, export and share entries\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    return-object v0
.end method

.method protected run(Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 116
    iget-object v3, p0, Lcom/cinderbox/locker/LockerProvider;->link:Lcom/cinderbox/locker/VaultLink;

    invoke-virtual {v3}, Lcom/cinderbox/locker/VaultLink;->vault()Lcom/cinderbox/locker/IVault;

    move-result-object v0

    .line 117
    if-nez v0, :cond_0

    .line 118
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "UNAVAILABLE"

    const-string v5, "The vault is starting, retry shortly"

    const/4 v6, 0x1

    invoke-static {v3, v4, v5, v6}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 120
    :cond_0
    iget-object v1, p1, Lcom/cinderbox/core/ToolCall;->tool:Ljava/lang/String;

    const/4 v2, -0x1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v4, "search_entries"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x0

    goto :goto_0

    :sswitch_1
    const-string v4, "get_entry"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x1

    goto :goto_0

    :sswitch_2
    const-string v4, "verify_backup"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x2

    goto :goto_0

    :sswitch_3
    const-string v4, "vault_stats"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x3

    goto :goto_0

    :sswitch_4
    const-string v4, "seal_entry"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x4

    goto :goto_0

    :sswitch_5
    const-string v4, "export_entry"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x5

    goto :goto_0

    :sswitch_6
    const-string v4, "share_entry"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x6

    goto :goto_0

    :sswitch_7
    const-string v4, "copy_entry"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v2, 0x7

    :cond_1
    :goto_0
    packed-switch v2, :pswitch_data_1

    goto :goto_1

    .line 122
    :pswitch_0
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->searchEntries(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 124
    :pswitch_1
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->getEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 126
    :pswitch_2
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->verifyBackup(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 128
    :pswitch_3
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->vaultStats(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 130
    :pswitch_4
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->sealEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 132
    :pswitch_5
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->exportEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 134
    :pswitch_6
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->shareEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 136
    :pswitch_7
    invoke-direct {p0, v0, p1}, Lcom/cinderbox/locker/LockerProvider;->copyEntry(Lcom/cinderbox/locker/IVault;Lcom/cinderbox/core/ToolCall;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 138
    :goto_1
    iget-object v3, p1, Lcom/cinderbox/core/ToolCall;->requestId:Ljava/lang/String;

    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "No such tool"

    const/4 v6, 0x0

    invoke-static {v3, v4, v5, v6}, Lcom/cinderbox/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    :sswitch_data_0
    .sparse-switch
        -0x6eaff850 -> :sswitch_4
        -0x559f9707 -> :sswitch_0
        -0x22b810d8 -> :sswitch_7
        -0x1f7017d9 -> :sswitch_5
        -0xbaadfb8 -> :sswitch_2
        0x177b1812 -> :sswitch_6
        0x4391a249 -> :sswitch_1
        0x687dec52 -> :sswitch_3
    .end sparse-switch

    :pswitch_data_1
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
    .end packed-switch
.end method

.method protected toolList()Ljava/lang/String;
    .registers 2

    .line 100
    const-string v0, "{\"revision\":\"locker-7\",\"tools\":[{\"name\":\"search_entries\",\"description\":\"Find entries whose label contains a text\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"maxLength\":64}},\"required\":[\"text\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\"}},\"required\":[\"entries\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"get_entry\",\"description\":\"Read one entry's label and seal state\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"label\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"verify_backup\",\"description\":\"Check an entry's backup copy against its digest\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"intact\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"vault_stats\",\"description\":\"Count entries and sealed entries\",\"input_schema\":{\"type\":\"object\",\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entries\",\"sealed\"]},\"scopes\":[\"locker.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"seal_entry\",\"description\":\"Seal an entry so it can no longer be edited\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"sealed\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},{\"name\":\"export_entry\",\"description\":\"Prepare an encrypted export of an entry\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"export\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync_or_async\"}},{\"name\":\"share_entry\",\"description\":\"Deliver an entry to the calling app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"}},\"required\":[\"entry_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"recipient\",\"state\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":true,\"confirmation\":\"provider_policy\"}},{\"name\":\"copy_entry\",\"description\":\"Copy an entry into the inbox of the calling app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"string\"},\"calling_package\":{\"type\":\"string\"}},\"required\":[\"entry_id\",\"calling_package\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"required\":[\"entry_id\",\"recipient\",\"state\"]},\"scopes\":[\"locker.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"open_world\":true,\"confirmation\":\"provider_policy\"}}]}"

    return-object v0
.end method
