.class public Lcom/lumenhaus/locks/LockToolProvider;
.super Landroid/content/ContentProvider;
.source "LockToolProvider.java"


# static fields
.field private static final CONFIRM_FLAGS:I = 0xc000000

.field private static final KEYPAD_APPROVE:Ljava/lang/String; = "com.lumenhaus.keypad.ApproveActivity"

.field private static final KEYPAD_PACKAGE:Ljava/lang/String; = "com.lumenhaus.keypad"

.field private static final KEY_SCREEN_CLASS:Ljava/lang/String; = "screen_class"

.field private static final KEY_SCREEN_PACKAGE:Ljava/lang/String; = "screen_package"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.lumenhaus.locks"

.field static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.lumenhaus.locks\",\"provider_name\":\"Lumenhaus Locks\",\"description\":\"Door locks and guest codes\",\"scopes\":[{\"name\":\"locks.read\",\"description\":\"See the door locks\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"locks.guests\",\"description\":\"Manage guest codes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final PROVIDER_NAME:Ljava/lang/String; = "Lumenhaus Locks"

.field private static final SCREEN_PREFS:Ljava/lang/String; = "lock_confirm_screen"

.field private static final TAG:Ljava/lang/String; = "LockTools"

.field static final TOOL_LIST:Ljava/lang/String; = "{\"revision\":\"locks-4\",\"tools\":[{\"name\":\"list_locks\",\"title\":\"List locks\",\"description\":\"The door locks of the home\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\"}},\"required\":[\"locks\"]},\"scopes\":[\"locks.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"add_guest_code\",\"title\":\"Add a guest code\",\"description\":\"Give a guest a keypad code for a number of hours\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"guest\":{\"type\":\"string\",\"maxLength\":40},\"valid_hours\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":168}},\"required\":[\"lock_id\",\"guest\",\"valid_hours\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"pin\":{\"type\":\"string\"}},\"required\":[\"code_id\",\"pin\"]},\"scopes\":[\"locks.guests\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\"}},{\"name\":\"revoke_guest_codes\",\"title\":\"Revoke guest codes\",\"description\":\"Remove every guest code of a lock\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"revoked\":{\"type\":\"integer\"}},\"required\":[\"revoked\"]},\"scopes\":[\"locks.guests\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"


# instance fields
.field private mExecutor:Ljava/util/concurrent/ExecutorService;

.field private final mGate:Lcom/lumenhaus/cetp/CallerGate;

.field private mHub:Lcom/lumenhaus/data/HubClient;

.field private final mInFlight:Ljava/util/HashSet;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashSet<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private mLedger:Lcom/lumenhaus/data/Ledger;

.field private mLink:Lcom/lumenhaus/cetp/RadioLink;

.field private final mPins:Ljava/security/SecureRandom;

.field private mScreenPrefs:Landroid/content/SharedPreferences;

.field private mSessions:Lcom/lumenhaus/cetp/SessionStore;

.field private mStore:Lcom/lumenhaus/data/HubStore;

.field private mTickets:Lcom/lumenhaus/data/Tickets;

.field private final mTools:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Lcom/lumenhaus/cetp/ToolHandler;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 50
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 89
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTools:Ljava/util/HashMap;

    .line 90
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    .line 91
    new-instance v0, Lcom/lumenhaus/cetp/CallerGate;

    invoke-direct {v0}, Lcom/lumenhaus/cetp/CallerGate;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    .line 92
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mPins:Ljava/security/SecureRandom;

    return-void
.end method

.method static synthetic access$000(Lcom/lumenhaus/locks/LockToolProvider;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 50
    invoke-direct {p0, p1, p2}, Lcom/lumenhaus/locks/LockToolProvider;->transmit(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$100(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/cetp/RadioLink;
    .registers 2

    .line 50
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mLink:Lcom/lumenhaus/cetp/RadioLink;

    return-object v0
.end method

.method static synthetic access$200(Lcom/lumenhaus/locks/LockToolProvider;)Lcom/lumenhaus/data/HubStore;
    .registers 2

    .line 50
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mStore:Lcom/lumenhaus/data/HubStore;

    return-object v0
.end method

.method static synthetic access$300(Lcom/lumenhaus/locks/LockToolProvider;)Ljava/lang/String;
    .registers 2

    .line 50
    invoke-direct {p0}, Lcom/lumenhaus/locks/LockToolProvider;->newPin()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$400(Lcom/lumenhaus/locks/LockToolProvider;Lcom/lumenhaus/cetp/Invocation;)I
    .registers 3

    .line 50
    invoke-direct {p0, p1}, Lcom/lumenhaus/locks/LockToolProvider;->confirmation(Lcom/lumenhaus/cetp/Invocation;)I

    move-result v0

    return v0
.end method

.method static synthetic access$500(Lcom/lumenhaus/locks/LockToolProvider;Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 50
    invoke-direct {p0, p1, p2}, Lcom/lumenhaus/locks/LockToolProvider;->askUser(Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$600(Lcom/lumenhaus/locks/LockToolProvider;Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 50
    invoke-direct {p0, p1}, Lcom/lumenhaus/locks/LockToolProvider;->runTool(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private askUser(Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 16

    .line 349
    invoke-static {}, Lcom/lumenhaus/cetp/SecureTokens;->get()Lcom/lumenhaus/cetp/SecureTokens;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/cetp/SecureTokens;->next()Ljava/lang/String;

    move-result-object v11

    .line 350
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTickets:Lcom/lumenhaus/data/Tickets;

    iget v2, p1, Lcom/lumenhaus/cetp/Invocation;->uid:I

    iget-object v3, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    iget-object v4, p1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    iget-object v5, p1, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    .line 351
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    const-wide/32 v9, 0x927c0

    add-long/2addr v7, v9

    .line 350
    move-object v1, v11

    move-object v6, p2

    invoke-virtual/range {v0 .. v8}, Lcom/lumenhaus/data/Tickets;->open(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 352
    invoke-direct {p0}, Lcom/lumenhaus/locks/LockToolProvider;->confirmScreen()Lcom/lumenhaus/cetp/ResolutionFactory;

    move-result-object v0

    invoke-virtual {p0}, Lcom/lumenhaus/locks/LockToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v3

    invoke-interface {v0, v1, v11, v3}, Lcom/lumenhaus/cetp/ResolutionFactory;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v12

    .line 353
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-static {v0, v12, v11}, Lcom/lumenhaus/cetp/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private confirmScreen()Lcom/lumenhaus/cetp/ResolutionFactory;
    .registers 5

    .line 357
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    const-string v1, "screen_package"

    const-string v2, "com.lumenhaus.keypad"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    .line 358
    const-string v2, "screen_class"

    const-string v3, "com.lumenhaus.keypad.ApproveActivity"

    invoke-interface {v1, v2, v3}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 357
    const/high16 v2, 0xc000000

    invoke-static {v0, v1, v2}, Lcom/lumenhaus/cetp/Resolutions;->screen(Ljava/lang/String;Ljava/lang/String;I)Lcom/lumenhaus/cetp/ResolutionFactory;

    move-result-object v0

    return-object v0
.end method

.method private confirmation(Lcom/lumenhaus/cetp/Invocation;)I
    .registers 8

    .line 339
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 340
    const/4 v0, 0x1

    return v0

    .line 342
    :cond_0
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 343
    const/4 v0, -0x1

    return v0

    .line 345
    :cond_1
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTickets:Lcom/lumenhaus/data/Tickets;

    iget-object v1, p1, Lcom/lumenhaus/cetp/Invocation;->resumeToken:Ljava/lang/String;

    iget v2, p1, Lcom/lumenhaus/cetp/Invocation;->uid:I

    iget-object v3, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    iget-object v4, p1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    iget-object v5, p1, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/data/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method private execute(Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20

    .line 274
    move-object/from16 v0, p4

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 275
    move-object/from16 v0, p4

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 276
    move-object/from16 v0, p4

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 277
    if-eqz v10, :cond_0

    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTools:Ljava/util/HashMap;

    invoke-virtual {v0, v10}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 278
    :cond_0
    move-object/from16 v0, p1

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 280
    :cond_1
    const-string v1, "UTF-8"

    invoke-static {v1}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;

    move-result-object v1

    invoke-virtual {v11, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 281
    move-object/from16 v0, p1

    const-string v1, "INVALID_REQUEST"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 283
    :cond_2
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mExecutor:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/lumenhaus/locks/LockToolProvider$6;

    move-object v2, v1

    move-object v3, p0

    move-object v4, v11

    move-object/from16 v5, p1

    move-wide/from16 v6, p2

    move-object v8, v10

    move-object v9, v12

    invoke-direct/range {v2 .. v9}, Lcom/lumenhaus/locks/LockToolProvider$6;-><init>(Lcom/lumenhaus/locks/LockToolProvider;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v13

    .line 293
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    sub-long v3, p2, v5

    const-wide/16 v1, 0x1

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v1

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v13, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_2

    return-object v0

    :catch_0
    move-exception v14

    .line 295
    move-object/from16 v0, p1

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The lock did not finish in time"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v14

    .line 297
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 298
    move-object/from16 v0, p1

    const-string v1, "UNAVAILABLE"

    const-string v2, "The provider is shutting down"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v14

    .line 300
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "execute_tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v14}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "LockTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 301
    invoke-virtual {v14}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    instance-of v0, v0, Lorg/json/JSONException;

    if-eqz v0, :cond_3

    .line 302
    move-object/from16 v0, p1

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 304
    :cond_3
    move-object/from16 v0, p1

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool failed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$onCreate$0(Ljava/lang/Runnable;)Ljava/lang/Thread;
    .registers 3

    .line 127
    new-instance v0, Ljava/lang/Thread;

    const-string v1, "lock-tools"

    invoke-direct {v0, p0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    return-object v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 229
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 230
    const/4 v5, 0x0

    .line 231
    if-eqz v4, :cond_1

    .line 232
    move-object v6, v4

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget v9, v6, v8

    .line 233
    const/4 v1, 0x2

    if-ne v9, v1, :cond_0

    .line 234
    const/4 v5, 0x1

    .line 232
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 238
    :cond_1
    if-nez v5, :cond_2

    .line 239
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "This provider speaks CETP 2 only"

    invoke-static {v0, v1}, Lcom/lumenhaus/cetp/Replies;->refused(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 241
    :cond_2
    invoke-static {}, Lcom/lumenhaus/cetp/SecureTokens;->get()Lcom/lumenhaus/cetp/SecureTokens;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/cetp/SecureTokens;->next()Ljava/lang/String;

    move-result-object v6

    .line 242
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x1b7740

    add-long v7, v0, v2

    .line 243
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mSessions:Lcom/lumenhaus/cetp/SessionStore;

    invoke-virtual {v0, v6, p1, v7, v8}, Lcom/lumenhaus/cetp/SessionStore;->open(Ljava/lang/String;IJ)V

    .line 244
    invoke-static {v7, v8}, Lcom/lumenhaus/cetp/Replies;->timestamp(J)Ljava/lang/String;

    move-result-object v3

    const-string v0, "com.lumenhaus.locks"

    const-string v1, "Lumenhaus Locks"

    invoke-static {v0, v1, v6, v3}, Lcom/lumenhaus/cetp/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private newPin()Ljava/lang/String;
    .registers 9

    .line 362
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mPins:Ljava/security/SecureRandom;

    move-object v6, v0

    monitor-enter v6

    .line 363
    :try_start_0
    sget-object v0, Ljava/util/Locale;->US:Ljava/util/Locale;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    iget-object v4, p0, Lcom/lumenhaus/locks/LockToolProvider;->mPins:Ljava/security/SecureRandom;

    const v5, 0xf4240

    invoke-virtual {v4, v5}, Ljava/security/SecureRandom;->nextInt(I)I

    move-result v4

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    const-string v1, "%06d"

    invoke-static {v0, v1, v2}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    monitor-exit v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v0

    :catchall_0
    move-exception v7

    .line 364
    :try_start_1
    monitor-exit v6
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v7
.end method

.method private registerTools()V
    .registers 4

    .line 154
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTools:Ljava/util/HashMap;

    new-instance v2, Lcom/lumenhaus/locks/LockToolProvider$3;

    invoke-direct {v2, p0}, Lcom/lumenhaus/locks/LockToolProvider$3;-><init>(Lcom/lumenhaus/locks/LockToolProvider;)V

    const-string v1, "list_locks"

    invoke-virtual {v0, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 160
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTools:Ljava/util/HashMap;

    new-instance v2, Lcom/lumenhaus/locks/LockToolProvider$4;

    invoke-direct {v2, p0}, Lcom/lumenhaus/locks/LockToolProvider$4;-><init>(Lcom/lumenhaus/locks/LockToolProvider;)V

    const-string v1, "add_guest_code"

    invoke-virtual {v0, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 181
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTools:Ljava/util/HashMap;

    new-instance v2, Lcom/lumenhaus/locks/LockToolProvider$5;

    invoke-direct {v2, p0}, Lcom/lumenhaus/locks/LockToolProvider$5;-><init>(Lcom/lumenhaus/locks/LockToolProvider;)V

    const-string v1, "revoke_guest_codes"

    invoke-virtual {v0, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 201
    return-void
.end method

.method private runTool(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 309
    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    const-string v0, "list_locks"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v7, v0

    .line 310
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v8, v0

    monitor-enter v8

    .line 311
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 312
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    monitor-exit v8

    return-object v0

    .line 314
    :cond_1
    monitor-exit v8
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_1

    :catchall_0
    move-exception v9

    :try_start_1
    monitor-exit v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v9

    .line 316
    :goto_1
    if-eqz v7, :cond_2

    .line 317
    move-object/from16 v0, p0

    :try_start_2
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mLedger:Lcom/lumenhaus/data/Ledger;

    move-object/from16 v2, p1

    iget v2, v2, Lcom/lumenhaus/cetp/Invocation;->uid:I

    move-object/from16 v3, p1

    iget-object v3, v3, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    move-object/from16 v4, p1

    iget-object v4, v4, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    const-string v1, "com.lumenhaus.locks"

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/data/Ledger;->recall(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_4

    move-result-object v8

    .line 318
    if-eqz v8, :cond_2

    .line 319
    move-object v9, v8

    .line 331
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v10, v0

    monitor-enter v10

    .line 332
    move-object/from16 v0, p0

    :try_start_3
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 333
    monitor-exit v10
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    goto :goto_2

    :catchall_1
    move-exception v11

    :try_start_4
    monitor-exit v10
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_1

    throw v11

    .line 319
    :goto_2
    return-object v9

    .line 322
    :cond_2
    move-object/from16 v0, p1

    :try_start_5
    invoke-virtual {v0}, Lcom/lumenhaus/cetp/Invocation;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_3

    .line 323
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_4

    move-result-object v8

    .line 331
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v9, v0

    monitor-enter v9

    .line 332
    move-object/from16 v0, p0

    :try_start_6
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 333
    monitor-exit v9
    :try_end_6
    .catchall {:try_start_6 .. :try_end_6} :catchall_2

    goto :goto_3

    :catchall_2
    move-exception v12

    :try_start_7
    monitor-exit v9
    :try_end_7
    .catchall {:try_start_7 .. :try_end_7} :catchall_2

    throw v12

    .line 323
    :goto_3
    return-object v8

    .line 325
    :cond_3
    move-object/from16 v0, p0

    :try_start_8
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mTools:Ljava/util/HashMap;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhaus/cetp/ToolHandler;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Lcom/lumenhaus/cetp/ToolHandler;->run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v8

    .line 326
    if-eqz v7, :cond_4

    invoke-static {v8}, Lcom/lumenhaus/cetp/Replies;->isFinal(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 327
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mLedger:Lcom/lumenhaus/data/Ledger;

    move-object/from16 v2, p1

    iget v2, v2, Lcom/lumenhaus/cetp/Invocation;->uid:I

    move-object/from16 v3, p1

    iget-object v3, v3, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    move-object/from16 v4, p1

    iget-object v4, v4, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    const-string v1, "com.lumenhaus.locks"

    move-object v6, v8

    invoke-virtual/range {v0 .. v6}, Lcom/lumenhaus/data/Ledger;->keep(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    :try_end_8
    .catchall {:try_start_8 .. :try_end_8} :catchall_4

    .line 329
    :cond_4
    move-object v9, v8

    .line 331
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v10, v0

    monitor-enter v10

    .line 332
    move-object/from16 v0, p0

    :try_start_9
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 333
    monitor-exit v10
    :try_end_9
    .catchall {:try_start_9 .. :try_end_9} :catchall_3

    goto :goto_4

    :catchall_3
    move-exception v13

    :try_start_a
    monitor-exit v10
    :try_end_a
    .catchall {:try_start_a .. :try_end_a} :catchall_3

    throw v13

    .line 329
    :goto_4
    return-object v9

    :catchall_4
    move-exception v14

    .line 331
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v15, v0

    monitor-enter v15

    .line 332
    move-object/from16 v0, p0

    :try_start_b
    iget-object v0, v0, Lcom/lumenhaus/locks/LockToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 333
    monitor-exit v15
    :try_end_b
    .catchall {:try_start_b .. :try_end_b} :catchall_5

    goto :goto_5

    :catchall_5
    move-exception v16

    :try_start_c
    monitor-exit v15
    :try_end_c
    .catchall {:try_start_c .. :try_end_c} :catchall_5

    throw v16

    .line 334
    :goto_5
    throw v14
.end method

.method private serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 248
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 249
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-eqz v4, :cond_0

    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 250
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and request_id are required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 252
    :cond_1
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mSessions:Lcom/lumenhaus/cetp/SessionStore;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/lumenhaus/cetp/SessionStore;->find(Ljava/lang/String;)Lcom/lumenhaus/cetp/SessionStore$Session;

    move-result-object v5

    .line 253
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    .line 254
    if-eqz v5, :cond_2

    iget v0, v5, Lcom/lumenhaus/cetp/SessionStore$Session;->uid:I

    if-ne v0, p2, :cond_2

    invoke-virtual {v5, v6, v7}, Lcom/lumenhaus/cetp/SessionStore$Session;->isExpired(J)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 255
    :cond_2
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v4, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 257
    :cond_3
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 258
    const-wide/16 v2, 0x0

    cmp-long v0, v8, v2

    if-gtz v0, :cond_4

    .line 259
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 261
    :cond_4
    cmp-long v0, v6, v8

    if-ltz v0, :cond_5

    .line 262
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 264
    :cond_5
    const-string v0, "get_provider_info"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 265
    const-string v1, "{\"provider_id\":\"com.lumenhaus.locks\",\"provider_name\":\"Lumenhaus Locks\",\"description\":\"Door locks and guest codes\",\"scopes\":[{\"name\":\"locks.read\",\"description\":\"See the door locks\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"locks.guests\",\"description\":\"Manage guest codes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-static {v1}, Lcom/lumenhaus/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v4, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 267
    :cond_6
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 268
    const-string v1, "{\"revision\":\"locks-4\",\"tools\":[{\"name\":\"list_locks\",\"title\":\"List locks\",\"description\":\"The door locks of the home\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"locks\":{\"type\":\"array\"}},\"required\":[\"locks\"]},\"scopes\":[\"locks.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"add_guest_code\",\"title\":\"Add a guest code\",\"description\":\"Give a guest a keypad code for a number of hours\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"guest\":{\"type\":\"string\",\"maxLength\":40},\"valid_hours\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":168}},\"required\":[\"lock_id\",\"guest\",\"valid_hours\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"code_id\":{\"type\":\"string\"},\"pin\":{\"type\":\"string\"}},\"required\":[\"code_id\",\"pin\"]},\"scopes\":[\"locks.guests\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\"}},{\"name\":\"revoke_guest_codes\",\"title\":\"Revoke guest codes\",\"description\":\"Remove every guest code of a lock\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"lock_id\":{\"type\":\"string\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"lock_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"revoked\":{\"type\":\"integer\"}},\"required\":[\"revoked\"]},\"scopes\":[\"locks.guests\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"

    invoke-static {v1}, Lcom/lumenhaus/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v4, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 270
    :cond_7
    invoke-direct {p0, v4, v8, v9, p3}, Lcom/lumenhaus/locks/LockToolProvider;->execute(Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private transmit(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 368
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mHub:Lcom/lumenhaus/data/HubClient;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "locks/"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p2}, Lcom/lumenhaus/data/HubClient;->exchange(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 205
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 206
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v5, v0

    .line 207
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    invoke-virtual {v0, v4}, Lcom/lumenhaus/cetp/CallerGate;->admits(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 208
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use the lock tools"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 212
    :cond_1
    move-object v6, p1

    const/4 v7, -0x1

    :try_start_0
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v7, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v7, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v7, 0x2

    goto :goto_1

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v7, 0x3

    :cond_2
    :goto_1
    packed-switch v7, :pswitch_data_0

    goto :goto_2

    .line 214
    :pswitch_0
    invoke-direct {p0, v4, v5}, Lcom/lumenhaus/locks/LockToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 218
    :pswitch_1
    invoke-direct {p0, p1, v4, v5}, Lcom/lumenhaus/locks/LockToolProvider;->serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 220
    :goto_2
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 223
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "call "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LockTools"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 224
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The lock tools failed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 388
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 378
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 383
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 104
    invoke-virtual {p0}, Lcom/lumenhaus/locks/LockToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    .line 105
    invoke-static {v6}, Lcom/lumenhaus/data/HubDatabase;->get(Landroid/content/Context;)Lcom/lumenhaus/data/HubDatabase;

    move-result-object v7

    .line 106
    new-instance v1, Lcom/lumenhaus/data/Ledger;

    invoke-direct {v1, v7}, Lcom/lumenhaus/data/Ledger;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mLedger:Lcom/lumenhaus/data/Ledger;

    .line 107
    new-instance v1, Lcom/lumenhaus/data/Tickets;

    invoke-direct {v1, v7}, Lcom/lumenhaus/data/Tickets;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mTickets:Lcom/lumenhaus/data/Tickets;

    .line 108
    new-instance v1, Lcom/lumenhaus/data/HubStore;

    invoke-direct {v1, v7}, Lcom/lumenhaus/data/HubStore;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mStore:Lcom/lumenhaus/data/HubStore;

    .line 109
    new-instance v1, Lcom/lumenhaus/cetp/SessionStore;

    const-string v4, "lock_sessions"

    invoke-direct {v1, v6, v4}, Lcom/lumenhaus/cetp/SessionStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mSessions:Lcom/lumenhaus/cetp/SessionStore;

    .line 110
    new-instance v1, Lcom/lumenhaus/data/HubClient;

    const-string v4, "hub"

    const/4 v5, 0x0

    invoke-virtual {v6, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v3

    .line 111
    const-string v4, "host"

    const-string v5, "lumenhaus-hub.local"

    invoke-interface {v3, v4, v5}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/16 v4, 0x1d13

    invoke-direct {v1, v3, v4}, Lcom/lumenhaus/data/HubClient;-><init>(Ljava/lang/String;I)V

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mHub:Lcom/lumenhaus/data/HubClient;

    .line 112
    const-string v2, "lock_confirm_screen"

    const/4 v3, 0x0

    invoke-virtual {v6, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    .line 113
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    const-string v1, "screen_package"

    invoke-interface {v0, v1}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 114
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 115
    const-string v1, "screen_package"

    const-string v2, "com.lumenhaus.keypad"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 116
    const-string v1, "screen_class"

    const-string v2, "com.lumenhaus.keypad.ApproveActivity"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 117
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 119
    :cond_0
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    new-instance v1, Lcom/lumenhaus/cetp/SignerRule;

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v4, "4f2a8c1d9e0b7a6354c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0"

    invoke-direct {v1, v3, v4}, Lcom/lumenhaus/cetp/SignerRule;-><init>(Landroid/content/pm/PackageManager;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhaus/cetp/CallerGate;->add(Lcom/lumenhaus/cetp/CallerRule;)V

    .line 120
    iget-object v0, p0, Lcom/lumenhaus/locks/LockToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    new-instance v1, Lcom/lumenhaus/locks/LockToolProvider$1;

    invoke-direct {v1, p0}, Lcom/lumenhaus/locks/LockToolProvider$1;-><init>(Lcom/lumenhaus/locks/LockToolProvider;)V

    invoke-virtual {v0, v1}, Lcom/lumenhaus/cetp/CallerGate;->add(Lcom/lumenhaus/cetp/CallerRule;)V

    .line 127
    new-instance v2, Lcom/lumenhaus/locks/LockToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/lumenhaus/locks/LockToolProvider$$ExternalSyntheticLambda0;-><init>()V

    const/4 v1, 0x2

    invoke-static {v1, v2}, Ljava/util/concurrent/Executors;->newFixedThreadPool(ILjava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mExecutor:Ljava/util/concurrent/ExecutorService;

    .line 128
    new-instance v1, Lcom/lumenhaus/cetp/RadioLink;

    new-instance v4, Lcom/lumenhaus/locks/LockToolProvider$2;

    invoke-direct {v4, p0}, Lcom/lumenhaus/locks/LockToolProvider$2;-><init>(Lcom/lumenhaus/locks/LockToolProvider;)V

    const-string v3, "lock-radio"

    invoke-direct {v1, v3, v4}, Lcom/lumenhaus/cetp/RadioLink;-><init>(Ljava/lang/String;Landroid/os/Handler$Callback;)V

    iput-object v1, p0, Lcom/lumenhaus/locks/LockToolProvider;->mLink:Lcom/lumenhaus/cetp/RadioLink;

    .line 149
    invoke-direct {p0}, Lcom/lumenhaus/locks/LockToolProvider;->registerTools()V

    .line 150
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 373
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 393
    const/4 v0, 0x0

    return v0
.end method
