.class public Lcom/lumenhaus/devices/DeviceToolProvider;
.super Landroid/content/ContentProvider;
.source "DeviceToolProvider.java"


# static fields
.field private static final CONFIRM_FLAGS:I = 0x8000000

.field private static final KEY_SCREEN_CLASS:Ljava/lang/String; = "screen_class"

.field private static final KEY_SCREEN_PACKAGE:Ljava/lang/String; = "screen_package"

.field private static final OWN_CONFIRM:Ljava/lang/String; = "com.lumenhaus.ui.ConfirmActivity"

.field private static final OWN_PACKAGE:Ljava/lang/String; = "com.lumenhaus"

.field static final PROVIDER_ID:Ljava/lang/String; = "com.lumenhaus.devices"

.field static final PROVIDER_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.lumenhaus.devices\",\"provider_name\":\"Lumenhaus Devices\",\"description\":\"Lights, plugs and scenes of the home hub\",\"scopes\":[{\"name\":\"devices.read\",\"description\":\"See the hub\'s devices\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"devices.control\",\"description\":\"Switch scenes\",\"access\":\"write\",\"sensitivity\":\"device\"},{\"name\":\"devices.admin\",\"description\":\"Reset the hub\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

.field private static final PROVIDER_NAME:Ljava/lang/String; = "Lumenhaus Devices"

.field private static final SCREEN_PREFS:Ljava/lang/String; = "device_confirm_screen"

.field private static final TAG:Ljava/lang/String; = "DeviceTools"

.field static final TOOL_LIST:Ljava/lang/String; = "{\"revision\":\"devices-7\",\"tools\":[{\"name\":\"list_devices\",\"title\":\"List devices\",\"description\":\"Devices known to the hub, by room\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]},\"scopes\":[\"devices.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"set_scene\",\"title\":\"Set a scene\",\"description\":\"Switch a room to one of its scenes\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":64},\"scene\":{\"enum\":[\"bright\",\"evening\",\"night\",\"off\"]}},\"required\":[\"room\",\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"devices.control\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"provider_policy\"}},{\"name\":\"factory_reset_hub\",\"title\":\"Factory reset\",\"description\":\"Erase every device, scene and schedule of the hub\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"devices.admin\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"


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

    .line 49
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 85
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTools:Ljava/util/HashMap;

    .line 86
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    .line 87
    new-instance v0, Lcom/lumenhaus/cetp/CallerGate;

    invoke-direct {v0}, Lcom/lumenhaus/cetp/CallerGate;-><init>()V

    iput-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    return-void
.end method

.method static synthetic access$000(Lcom/lumenhaus/devices/DeviceToolProvider;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 49
    invoke-direct {p0, p1, p2}, Lcom/lumenhaus/devices/DeviceToolProvider;->transmit(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$100(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/cetp/RadioLink;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mLink:Lcom/lumenhaus/cetp/RadioLink;

    return-object v0
.end method

.method static synthetic access$200(Lcom/lumenhaus/devices/DeviceToolProvider;)Lcom/lumenhaus/data/HubStore;
    .registers 2

    .line 49
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mStore:Lcom/lumenhaus/data/HubStore;

    return-object v0
.end method

.method static synthetic access$300(Lcom/lumenhaus/devices/DeviceToolProvider;Lcom/lumenhaus/cetp/Invocation;)I
    .registers 3

    .line 49
    invoke-direct {p0, p1}, Lcom/lumenhaus/devices/DeviceToolProvider;->confirmation(Lcom/lumenhaus/cetp/Invocation;)I

    move-result v0

    return v0
.end method

.method static synthetic access$400(Lcom/lumenhaus/devices/DeviceToolProvider;Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 49
    invoke-direct {p0, p1, p2}, Lcom/lumenhaus/devices/DeviceToolProvider;->askUser(Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$500(Lcom/lumenhaus/devices/DeviceToolProvider;Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 49
    invoke-direct {p0, p1}, Lcom/lumenhaus/devices/DeviceToolProvider;->runTool(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private askUser(Lcom/lumenhaus/cetp/Invocation;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 16

    .line 338
    invoke-static {}, Lcom/lumenhaus/devices/PairingCodes;->get()Lcom/lumenhaus/devices/PairingCodes;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/devices/PairingCodes;->next()Ljava/lang/String;

    move-result-object v11

    .line 339
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTickets:Lcom/lumenhaus/data/Tickets;

    iget v2, p1, Lcom/lumenhaus/cetp/Invocation;->uid:I

    iget-object v3, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    iget-object v4, p1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    iget-object v5, p1, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    .line 340
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    const-wide/32 v9, 0x927c0

    add-long/2addr v7, v9

    .line 339
    move-object v1, v11

    move-object v6, p2

    invoke-virtual/range {v0 .. v8}, Lcom/lumenhaus/data/Tickets;->open(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 341
    invoke-direct {p0}, Lcom/lumenhaus/devices/DeviceToolProvider;->confirmScreen()Lcom/lumenhaus/cetp/ResolutionFactory;

    move-result-object v0

    invoke-virtual {p0}, Lcom/lumenhaus/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v3

    invoke-interface {v0, v1, v11, v3}, Lcom/lumenhaus/cetp/ResolutionFactory;->create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v12

    .line 342
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-static {v0, v12, v11}, Lcom/lumenhaus/cetp/Replies;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private confirmScreen()Lcom/lumenhaus/cetp/ResolutionFactory;
    .registers 5

    .line 346
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    const-string v1, "screen_package"

    const-string v2, "com.lumenhaus"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    .line 347
    const-string v2, "screen_class"

    const-string v3, "com.lumenhaus.ui.ConfirmActivity"

    invoke-interface {v1, v2, v3}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 346
    const/high16 v2, 0x8000000

    invoke-static {v0, v1, v2}, Lcom/lumenhaus/cetp/Resolutions;->screen(Ljava/lang/String;Ljava/lang/String;I)Lcom/lumenhaus/cetp/ResolutionFactory;

    move-result-object v0

    return-object v0
.end method

.method private confirmation(Lcom/lumenhaus/cetp/Invocation;)I
    .registers 8

    .line 328
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->args:Lorg/json/JSONObject;

    const-string v1, "confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 329
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "ignoring a consumer-side confirmation for "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget-object v2, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "DeviceTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 331
    :cond_0
    iget-object v0, p1, Lcom/lumenhaus/cetp/Invocation;->resumeToken:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 332
    const/4 v0, -0x1

    return v0

    .line 334
    :cond_1
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTickets:Lcom/lumenhaus/data/Tickets;

    iget-object v1, p1, Lcom/lumenhaus/cetp/Invocation;->resumeToken:Ljava/lang/String;

    iget v2, p1, Lcom/lumenhaus/cetp/Invocation;->uid:I

    iget-object v3, p1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    iget-object v4, p1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    iget-object v5, p1, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/data/Tickets;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method private execute(ILjava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 22

    .line 264
    move-object/from16 v0, p5

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 265
    move-object/from16 v0, p5

    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 266
    move-object/from16 v0, p5

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v13

    .line 267
    if-eqz v11, :cond_0

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTools:Ljava/util/HashMap;

    invoke-virtual {v0, v11}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 268
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 270
    :cond_1
    const-string v1, "UTF-8"

    invoke-static {v1}, Ljava/nio/charset/Charset;->forName(Ljava/lang/String;)Ljava/nio/charset/Charset;

    move-result-object v1

    invoke-virtual {v12, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 271
    move-object/from16 v0, p2

    const-string v1, "INVALID_REQUEST"

    const-string v2, "args exceed max_request_bytes"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 273
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mExecutor:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/lumenhaus/devices/DeviceToolProvider$7;

    move-object v2, v1

    move-object/from16 v3, p0

    move-object v4, v12

    move/from16 v5, p1

    move-object/from16 v6, p2

    move-wide/from16 v7, p3

    move-object v9, v11

    move-object v10, v13

    invoke-direct/range {v2 .. v10}, Lcom/lumenhaus/devices/DeviceToolProvider$7;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;Ljava/lang/String;ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v14

    .line 282
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    sub-long v3, p3, v5

    const-wide/16 v1, 0x1

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v1

    sget-object v3, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v14, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_0} :catch_2

    return-object v0

    :catch_0
    move-exception v15

    .line 284
    move-object/from16 v0, p2

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The hub did not finish in time"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v15

    .line 286
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    .line 287
    move-object/from16 v0, p2

    const-string v1, "UNAVAILABLE"

    const-string v2, "The provider is shutting down"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_2
    move-exception v15

    .line 289
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "execute_tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v15}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "DeviceTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 290
    invoke-virtual {v15}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    instance-of v0, v0, Lorg/json/JSONException;

    if-eqz v0, :cond_3

    .line 291
    move-object/from16 v0, p2

    const-string v1, "INVALID_ARGS"

    const-string v2, "args do not match the input schema"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 293
    :cond_3
    move-object/from16 v0, p2

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool failed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 219
    const-string v1, "consumer_versions"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 220
    const/4 v5, 0x0

    .line 221
    if-eqz v4, :cond_1

    .line 222
    move-object v6, v4

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget v9, v6, v8

    .line 223
    const/4 v1, 0x2

    if-ne v9, v1, :cond_0

    .line 224
    const/4 v5, 0x1

    .line 222
    :cond_0
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 228
    :cond_1
    if-nez v5, :cond_2

    .line 229
    const-string v0, "UNSUPPORTED_VERSION"

    const-string v1, "This provider speaks CETP 2 only"

    invoke-static {v0, v1}, Lcom/lumenhaus/cetp/Replies;->refused(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 231
    :cond_2
    invoke-static {}, Lcom/lumenhaus/cetp/SecureTokens;->get()Lcom/lumenhaus/cetp/SecureTokens;

    move-result-object v0

    invoke-virtual {v0}, Lcom/lumenhaus/cetp/SecureTokens;->next()Ljava/lang/String;

    move-result-object v6

    .line 232
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x1b7740

    add-long v7, v0, v2

    .line 233
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mSessions:Lcom/lumenhaus/cetp/SessionStore;

    invoke-virtual {v0, v6, p1, v7, v8}, Lcom/lumenhaus/cetp/SessionStore;->open(Ljava/lang/String;IJ)V

    .line 234
    invoke-static {v7, v8}, Lcom/lumenhaus/cetp/Replies;->timestamp(J)Ljava/lang/String;

    move-result-object v3

    const-string v0, "com.lumenhaus.devices"

    const-string v1, "Lumenhaus Devices"

    invoke-static {v0, v1, v6, v3}, Lcom/lumenhaus/cetp/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private registerTools()V
    .registers 4

    .line 153
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTools:Ljava/util/HashMap;

    new-instance v2, Lcom/lumenhaus/devices/DeviceToolProvider$4;

    invoke-direct {v2, p0}, Lcom/lumenhaus/devices/DeviceToolProvider$4;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V

    const-string v1, "list_devices"

    invoke-virtual {v0, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 161
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTools:Ljava/util/HashMap;

    new-instance v2, Lcom/lumenhaus/devices/DeviceToolProvider$5;

    invoke-direct {v2, p0}, Lcom/lumenhaus/devices/DeviceToolProvider$5;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V

    const-string v1, "set_scene"

    invoke-virtual {v0, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 174
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTools:Ljava/util/HashMap;

    new-instance v2, Lcom/lumenhaus/devices/DeviceToolProvider$6;

    invoke-direct {v2, p0}, Lcom/lumenhaus/devices/DeviceToolProvider$6;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V

    const-string v1, "factory_reset_hub"

    invoke-virtual {v0, v1, v2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 191
    return-void
.end method

.method private runTool(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 298
    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    const-string v0, "list_devices"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v7, v0

    .line 299
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v8, v0

    monitor-enter v8

    .line 300
    move-object/from16 v0, p0

    :try_start_0
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 301
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "UNAVAILABLE"

    const-string v2, "This request is already running"

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    monitor-exit v8

    return-object v0

    .line 303
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

    .line 305
    :goto_1
    if-eqz v7, :cond_2

    .line 306
    move-object/from16 v0, p0

    :try_start_2
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mLedger:Lcom/lumenhaus/data/Ledger;

    move-object/from16 v2, p1

    iget v2, v2, Lcom/lumenhaus/cetp/Invocation;->uid:I

    move-object/from16 v3, p1

    iget-object v3, v3, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    move-object/from16 v4, p1

    iget-object v4, v4, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    const-string v1, "com.lumenhaus.devices"

    invoke-virtual/range {v0 .. v5}, Lcom/lumenhaus/data/Ledger;->recall(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_4

    move-result-object v8

    .line 307
    if-eqz v8, :cond_2

    .line 308
    move-object v9, v8

    .line 320
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v10, v0

    monitor-enter v10

    .line 321
    move-object/from16 v0, p0

    :try_start_3
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 322
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

    .line 308
    :goto_2
    return-object v9

    .line 311
    :cond_2
    move-object/from16 v0, p1

    :try_start_5
    invoke-virtual {v0}, Lcom/lumenhaus/cetp/Invocation;->remainingMs()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_3

    .line 312
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_4

    move-result-object v8

    .line 320
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v9, v0

    monitor-enter v9

    .line 321
    move-object/from16 v0, p0

    :try_start_6
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 322
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

    .line 312
    :goto_3
    return-object v8

    .line 314
    :cond_3
    move-object/from16 v0, p0

    :try_start_8
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTools:Ljava/util/HashMap;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/lumenhaus/cetp/ToolHandler;

    move-object/from16 v1, p1

    invoke-interface {v0, v1}, Lcom/lumenhaus/cetp/ToolHandler;->run(Lcom/lumenhaus/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v8

    .line 315
    if-eqz v7, :cond_4

    invoke-static {v8}, Lcom/lumenhaus/cetp/Replies;->isFinal(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 316
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mLedger:Lcom/lumenhaus/data/Ledger;

    move-object/from16 v2, p1

    iget v2, v2, Lcom/lumenhaus/cetp/Invocation;->uid:I

    move-object/from16 v3, p1

    iget-object v3, v3, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    move-object/from16 v4, p1

    iget-object v4, v4, Lcom/lumenhaus/cetp/Invocation;->tool:Ljava/lang/String;

    move-object/from16 v5, p1

    iget-object v5, v5, Lcom/lumenhaus/cetp/Invocation;->digest:Ljava/lang/String;

    const-string v1, "com.lumenhaus.devices"

    move-object v6, v8

    invoke-virtual/range {v0 .. v6}, Lcom/lumenhaus/data/Ledger;->keep(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V
    :try_end_8
    .catchall {:try_start_8 .. :try_end_8} :catchall_4

    .line 318
    :cond_4
    move-object v9, v8

    .line 320
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v10, v0

    monitor-enter v10

    .line 321
    move-object/from16 v0, p0

    :try_start_9
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 322
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

    .line 318
    :goto_4
    return-object v9

    :catchall_4
    move-exception v14

    .line 320
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object v15, v0

    monitor-enter v15

    .line 321
    move-object/from16 v0, p0

    :try_start_b
    iget-object v0, v0, Lcom/lumenhaus/devices/DeviceToolProvider;->mInFlight:Ljava/util/HashSet;

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/lumenhaus/cetp/Invocation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z

    .line 322
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

    .line 323
    :goto_5
    throw v14
.end method

.method private serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 238
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 239
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    if-eqz v6, :cond_0

    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 240
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and request_id are required"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 242
    :cond_1
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mSessions:Lcom/lumenhaus/cetp/SessionStore;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/lumenhaus/cetp/SessionStore;->find(Ljava/lang/String;)Lcom/lumenhaus/cetp/SessionStore$Session;

    move-result-object v7

    .line 243
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    .line 244
    if-eqz v7, :cond_2

    invoke-virtual {v7, v8, v9}, Lcom/lumenhaus/cetp/SessionStore$Session;->isExpired(J)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 245
    :cond_2
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate a session first"

    const/4 v3, 0x1

    invoke-static {v6, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 247
    :cond_3
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v10

    .line 248
    const-wide/16 v2, 0x0

    cmp-long v0, v10, v2

    if-gtz v0, :cond_4

    .line 249
    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 251
    :cond_4
    cmp-long v0, v8, v10

    if-ltz v0, :cond_5

    .line 252
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline has passed"

    const/4 v3, 0x0

    invoke-static {v6, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 254
    :cond_5
    const-string v0, "get_provider_info"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 255
    const-string v1, "{\"provider_id\":\"com.lumenhaus.devices\",\"provider_name\":\"Lumenhaus Devices\",\"description\":\"Lights, plugs and scenes of the home hub\",\"scopes\":[{\"name\":\"devices.read\",\"description\":\"See the hub\'s devices\",\"access\":\"read\",\"sensitivity\":\"device\"},{\"name\":\"devices.control\",\"description\":\"Switch scenes\",\"access\":\"write\",\"sensitivity\":\"device\"},{\"name\":\"devices.admin\",\"description\":\"Reset the hub\",\"access\":\"write\",\"sensitivity\":\"device\"}]}"

    invoke-static {v1}, Lcom/lumenhaus/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 257
    :cond_6
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 258
    const-string v1, "{\"revision\":\"devices-7\",\"tools\":[{\"name\":\"list_devices\",\"title\":\"List devices\",\"description\":\"Devices known to the hub, by room\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"devices\":{\"type\":\"array\"}},\"required\":[\"devices\"]},\"scopes\":[\"devices.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\"}},{\"name\":\"set_scene\",\"title\":\"Set a scene\",\"description\":\"Switch a room to one of its scenes\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"room\":{\"type\":\"string\",\"maxLength\":64},\"scene\":{\"enum\":[\"bright\",\"evening\",\"night\",\"off\"]}},\"required\":[\"room\",\"scene\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"devices.control\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"provider_policy\"}},{\"name\":\"factory_reset_hub\",\"title\":\"Factory reset\",\"description\":\"Erase every device, scene and schedule of the hub\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\"},\"scopes\":[\"devices.admin\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\"}}]}"

    invoke-static {v1}, Lcom/lumenhaus/cetp/Replies;->json(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v6, v1}, Lcom/lumenhaus/cetp/Replies;->success(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 260
    :cond_7
    move-object v0, p0

    move v1, p2

    move-object v2, v6

    move-wide v3, v10

    move-object v5, p3

    invoke-direct/range {v0 .. v5}, Lcom/lumenhaus/devices/DeviceToolProvider;->execute(ILjava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;

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

    .line 351
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mHub:Lcom/lumenhaus/data/HubClient;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "devices/"

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

    .line 195
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 196
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v5, v0

    .line 197
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    invoke-virtual {v0, v4}, Lcom/lumenhaus/cetp/CallerGate;->admits(I)Z

    move-result v0

    if-nez v0, :cond_1

    .line 198
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use the hub tools"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/lumenhaus/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 202
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

    .line 204
    :pswitch_0
    invoke-direct {p0, v4, v5}, Lcom/lumenhaus/devices/DeviceToolProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 208
    :pswitch_1
    invoke-direct {p0, p1, v4, v5}, Lcom/lumenhaus/devices/DeviceToolProvider;->serve(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 210
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

    .line 213
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

    const-string v0, "DeviceTools"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 214
    const-string v1, "request_id"

    invoke-virtual {v5, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The hub tools failed"

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

    .line 371
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 361
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 366
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 9

    .line 99
    invoke-virtual {p0}, Lcom/lumenhaus/devices/DeviceToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    .line 100
    invoke-static {v6}, Lcom/lumenhaus/data/HubDatabase;->get(Landroid/content/Context;)Lcom/lumenhaus/data/HubDatabase;

    move-result-object v7

    .line 101
    new-instance v1, Lcom/lumenhaus/data/Ledger;

    invoke-direct {v1, v7}, Lcom/lumenhaus/data/Ledger;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mLedger:Lcom/lumenhaus/data/Ledger;

    .line 102
    new-instance v1, Lcom/lumenhaus/data/Tickets;

    invoke-direct {v1, v7}, Lcom/lumenhaus/data/Tickets;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mTickets:Lcom/lumenhaus/data/Tickets;

    .line 103
    new-instance v1, Lcom/lumenhaus/data/HubStore;

    invoke-direct {v1, v7}, Lcom/lumenhaus/data/HubStore;-><init>(Lcom/lumenhaus/data/HubDatabase;)V

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mStore:Lcom/lumenhaus/data/HubStore;

    .line 104
    new-instance v1, Lcom/lumenhaus/cetp/SessionStore;

    const-string v4, "device_sessions"

    invoke-direct {v1, v6, v4}, Lcom/lumenhaus/cetp/SessionStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mSessions:Lcom/lumenhaus/cetp/SessionStore;

    .line 105
    new-instance v1, Lcom/lumenhaus/data/HubClient;

    const-string v4, "hub"

    const/4 v5, 0x0

    invoke-virtual {v6, v4, v5}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v3

    .line 106
    const-string v4, "host"

    const-string v5, "lumenhaus-hub.local"

    invoke-interface {v3, v4, v5}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/16 v4, 0x1d13

    invoke-direct {v1, v3, v4}, Lcom/lumenhaus/data/HubClient;-><init>(Ljava/lang/String;I)V

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mHub:Lcom/lumenhaus/data/HubClient;

    .line 107
    const-string v2, "device_confirm_screen"

    const/4 v3, 0x0

    invoke-virtual {v6, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    .line 108
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    const-string v1, "screen_package"

    invoke-interface {v0, v1}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 109
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mScreenPrefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 110
    const-string v1, "screen_package"

    const-string v2, "com.lumenhaus"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 111
    const-string v1, "screen_class"

    const-string v2, "com.lumenhaus.ui.ConfirmActivity"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 112
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 114
    :cond_0
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    new-instance v1, Lcom/lumenhaus/cetp/SignerRule;

    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v4, "4f2a8c1d9e0b7a6354c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0"

    invoke-direct {v1, v3, v4}, Lcom/lumenhaus/cetp/SignerRule;-><init>(Landroid/content/pm/PackageManager;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lcom/lumenhaus/cetp/CallerGate;->add(Lcom/lumenhaus/cetp/CallerRule;)V

    .line 115
    iget-object v0, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mGate:Lcom/lumenhaus/cetp/CallerGate;

    new-instance v1, Lcom/lumenhaus/devices/DeviceToolProvider$1;

    invoke-direct {v1, p0}, Lcom/lumenhaus/devices/DeviceToolProvider$1;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V

    invoke-virtual {v0, v1}, Lcom/lumenhaus/cetp/CallerGate;->add(Lcom/lumenhaus/cetp/CallerRule;)V

    .line 122
    new-instance v2, Lcom/lumenhaus/devices/DeviceToolProvider$2;

    invoke-direct {v2, p0}, Lcom/lumenhaus/devices/DeviceToolProvider$2;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V

    const/4 v1, 0x2

    invoke-static {v1, v2}, Ljava/util/concurrent/Executors;->newFixedThreadPool(ILjava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;

    move-result-object v1

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mExecutor:Ljava/util/concurrent/ExecutorService;

    .line 128
    new-instance v1, Lcom/lumenhaus/cetp/RadioLink;

    new-instance v4, Lcom/lumenhaus/devices/DeviceToolProvider$3;

    invoke-direct {v4, p0}, Lcom/lumenhaus/devices/DeviceToolProvider$3;-><init>(Lcom/lumenhaus/devices/DeviceToolProvider;)V

    const-string v3, "device-radio"

    invoke-direct {v1, v3, v4}, Lcom/lumenhaus/cetp/RadioLink;-><init>(Ljava/lang/String;Landroid/os/Handler$Callback;)V

    iput-object v1, p0, Lcom/lumenhaus/devices/DeviceToolProvider;->mLink:Lcom/lumenhaus/cetp/RadioLink;

    .line 148
    invoke-direct {p0}, Lcom/lumenhaus/devices/DeviceToolProvider;->registerTools()V

    .line 149
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 356
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 376
    const/4 v0, 0x0

    return v0
.end method
