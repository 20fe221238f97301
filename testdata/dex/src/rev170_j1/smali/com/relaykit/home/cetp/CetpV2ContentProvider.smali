.class public abstract Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;,
        Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;,
        Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;,
        Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;,
        Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
    }
.end annotation


# static fields
.field private static final DIALECT:Ljava/lang/String; = "https://json-schema.org/draft/2020-12/schema"

.field static final TAG:Ljava/lang/String; = "CetpV2"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 33
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private execute(Landroid/os/Bundle;ILjava/lang/String;Lcom/relaykit/home/cetp/SessionStore$Session;)Landroid/os/Bundle;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 276
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->getProviderTools()Ljava/util/Map;

    move-result-object v3

    move-object/from16 v2, p4

    invoke-static {p1, p2, v2, v3}, Lcom/relaykit/home/cetp/CetpRequest;->parse(Landroid/os/Bundle;ILcom/relaykit/home/cetp/SessionStore$Session;Ljava/util/Map;)Lcom/relaykit/home/cetp/CetpRequest;

    move-result-object v5

    .line 277
    invoke-virtual {v5}, Lcom/relaykit/home/cetp/CetpRequest;->tool()Lcom/relaykit/home/cetp/ToolSpec;

    move-result-object v6

    .line 278
    invoke-virtual {p0, v5}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->authorize(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v7

    .line 279
    invoke-virtual {v7}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->isAllowed()Z

    move-result v0

    if-nez v0, :cond_0

    .line 280
    invoke-virtual {v7}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->errorCode()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 282
    :cond_0
    invoke-virtual {v5}, Lcom/relaykit/home/cetp/CetpRequest;->args()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6, v1}, Lcom/relaykit/home/cetp/ToolSpec;->accepts(Lorg/json/JSONObject;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 283
    move-object/from16 v0, p3

    const-string v1, "INVALID_ARGS"

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 285
    :cond_1
    invoke-virtual {p0, v5}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->commandFor(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/core/Command;

    move-result-object v8

    .line 286
    invoke-virtual {v6}, Lcom/relaykit/home/cetp/ToolSpec;->isRead()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 287
    invoke-interface {v8}, Lcom/relaykit/home/core/Command;->execute()Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 289
    :cond_2
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->getMutationExecutor()Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;

    move-result-object v9

    .line 290
    if-eqz v9, :cond_3

    .line 291
    invoke-interface {v9, v5}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;->recorded(Lcom/relaykit/home/cetp/CetpRequest;)Lorg/json/JSONObject;

    move-result-object v10

    .line 292
    if-eqz v10, :cond_3

    .line 293
    move-object/from16 v0, p3

    invoke-static {v0, v10}, Lcom/relaykit/home/cetp/Replies;->outcome(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 296
    :cond_3
    invoke-virtual {v5}, Lcom/relaykit/home/cetp/CetpRequest;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 297
    move-object/from16 v0, p3

    const-string v1, "DEADLINE_EXCEEDED"

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 299
    :cond_4
    invoke-virtual {v6}, Lcom/relaykit/home/cetp/ToolSpec;->confirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 300
    invoke-virtual {v6}, Lcom/relaykit/home/cetp/ToolSpec;->confirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "provider_policy"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {p0, v5}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->promptByPolicy(Lcom/relaykit/home/cetp/CetpRequest;)Z

    move-result v0

    if-eqz v0, :cond_6

    :cond_5
    const/4 v0, 0x1

    goto :goto_0

    :cond_6
    const/4 v0, 0x0

    :goto_0
    move v10, v0

    .line 301
    if-eqz v10, :cond_7

    .line 302
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->approvals()Lcom/relaykit/home/cetp/ApprovalStore;

    move-result-object v0

    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v5}, Lcom/relaykit/home/cetp/ApprovalStore;->verdict(Ljava/lang/String;Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/cetp/ApprovalStore$Verdict;

    move-result-object v11

    .line 303
    sget-object v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$1;->$SwitchMap$com$relaykit$home$cetp$ApprovalStore$Verdict:[I

    invoke-virtual {v11}, Lcom/relaykit/home/cetp/ApprovalStore$Verdict;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    .line 305
    :pswitch_0
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->approvals()Lcom/relaykit/home/cetp/ApprovalStore;

    move-result-object v0

    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v8}, Lcom/relaykit/home/core/Command;->describe()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v5, v3}, Lcom/relaykit/home/cetp/ApprovalStore;->open(Ljava/lang/String;Lcom/relaykit/home/cetp/CetpRequest;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    .line 306
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->resolutions()Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    move-result-object v1

    invoke-interface {v8}, Lcom/relaykit/home/core/Command;->describe()Ljava/lang/String;

    move-result-object v4

    invoke-interface {v1, v12, v6, v4}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;->confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1, v12}, Lcom/relaykit/home/cetp/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 311
    :pswitch_1
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->resolutions()Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    move-result-object v1

    invoke-virtual {v5}, Lcom/relaykit/home/cetp/CetpRequest;->resumeToken()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v8}, Lcom/relaykit/home/core/Command;->describe()Ljava/lang/String;

    move-result-object v4

    invoke-interface {v1, v2, v6, v4}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;->confirmation(Ljava/lang/String;Lcom/relaykit/home/cetp/ToolSpec;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    .line 312
    invoke-virtual {v5}, Lcom/relaykit/home/cetp/CetpRequest;->resumeToken()Ljava/lang/String;

    move-result-object v2

    .line 310
    move-object/from16 v0, p3

    invoke-static {v0, v1, v2}, Lcom/relaykit/home/cetp/Replies;->userAction(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 314
    :pswitch_2
    move-object/from16 v0, p3

    const-string v1, "USER_CANCELLED"

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 316
    :pswitch_3
    move-object/from16 v0, p3

    const-string v1, "INVALID_REQUEST"

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 321
    :cond_7
    :goto_1
    if-eqz v9, :cond_8

    .line 322
    invoke-interface {v9, v5, v8}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;->execute(Lcom/relaykit/home/cetp/CetpRequest;Lcom/relaykit/home/core/Command;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p3

    invoke-static {v0, v1}, Lcom/relaykit/home/cetp/Replies;->outcome(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 324
    :cond_8
    invoke-interface {v8}, Lcom/relaykit/home/core/Command;->execute()Lorg/json/JSONObject;

    move-result-object v11

    .line 325
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->history()Lcom/relaykit/home/core/CommandHistory;

    move-result-object v0

    invoke-virtual {v0, p2, v8}, Lcom/relaykit/home/core/CommandHistory;->record(ILcom/relaykit/home/core/Command;)V

    .line 326
    move-object/from16 v0, p3

    invoke-static {v0, v11}, Lcom/relaykit/home/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 220
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    invoke-static {p4}, Lcom/relaykit/home/cetp/CetpRequest;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 221
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 222
    :cond_0
    const-string v1, "INVALID_REQUEST"

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 224
    :cond_1
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->sessions()Lcom/relaykit/home/cetp/SessionStore;

    move-result-object v0

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p3}, Lcom/relaykit/home/cetp/SessionStore;->find(Ljava/lang/String;I)Lcom/relaykit/home/cetp/SessionStore$Session;

    move-result-object v6

    .line 225
    if-nez v6, :cond_2

    .line 226
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 228
    :cond_2
    move-object v7, p1

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v8, 0x3

    :cond_3
    :goto_0
    packed-switch v8, :pswitch_data_0

    goto :goto_1

    .line 230
    :pswitch_0
    invoke-direct {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 232
    :pswitch_1
    invoke-direct {p0, v6}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->toolList(Lcom/relaykit/home/cetp/SessionStore$Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 234
    :pswitch_2
    invoke-direct {p0, p2, p3, p4, v6}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->execute(Landroid/os/Bundle;ILjava/lang/String;Lcom/relaykit/home/cetp/SessionStore$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 236
    :pswitch_3
    const-string v1, "async_operations"

    invoke-virtual {v6, v1}, Lcom/relaykit/home/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->operations()Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;

    move-result-object v0

    if-nez v0, :cond_5

    .line 237
    :cond_4
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 239
    :cond_5
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->operations()Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;

    move-result-object v1

    const-string v5, "operation_id"

    invoke-virtual {p2, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v1, p3, p4, v4}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;->status(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 241
    :goto_1
    const-string v1, "cancellation"

    invoke-virtual {v6, v1}, Lcom/relaykit/home/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->operations()Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;

    move-result-object v0

    if-nez v0, :cond_7

    .line 242
    :cond_6
    const-string v1, "UNSUPPORTED_CAPABILITY"

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 244
    :cond_7
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->operations()Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;

    move-result-object v1

    const-string v5, "operation_id"

    invoke-virtual {p2, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v1, p3, p4, v4}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;->cancel(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p4, v1}, Lcom/relaykit/home/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method private static isoUtc(J)Ljava/lang/String;
    .registers 7

    .line 330
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 331
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 332
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 16
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 168
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 169
    const/4 v5, 0x0

    .line 170
    if-eqz v4, :cond_1

    .line 171
    move-object v6, v4

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_1

    aget v9, v6, v8

    .line 172
    const/4 v2, 0x2

    move v0, v5

    if-ne v9, v2, :cond_0

    const/4 v1, 0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    or-int v5, v0, v1

    .line 171
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 175
    :cond_1
    if-nez v5, :cond_2

    .line 176
    const-string v0, "UNSUPPORTED_VERSION"

    invoke-static {v0}, Lcom/relaykit/home/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_2
    const-string v1, "consumer_capabilities"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 179
    if-nez v6, :cond_3

    .line 180
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/relaykit/home/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 184
    :cond_3
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0, v6}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-object v7, v0

    .line 187
    goto :goto_2

    :catch_0
    move-exception v8

    .line 186
    const-string v0, "INVALID_REQUEST"

    invoke-static {v0}, Lcom/relaykit/home/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 188
    :goto_2
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->callerGate()Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    move-result-object v0

    move/from16 v1, p2

    invoke-interface {v0, v1}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;->admit(I)Ljava/util/Set;

    move-result-object v8

    .line 189
    invoke-interface {v8}, Ljava/util/Set;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 190
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/relaykit/home/cetp/Replies;->negotiateError(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 192
    :cond_4
    new-instance v9, Ljava/util/ArrayList;

    invoke-direct {v9}, Ljava/util/ArrayList;-><init>()V

    .line 193
    const/4 v10, 0x0

    :goto_3
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v10, v1, :cond_6

    .line 194
    invoke-virtual {v7, v10}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v11

    .line 195
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->supportedCapabilities()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v11}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v9, v11}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 196
    invoke-interface {v9, v11}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 193
    :cond_5
    add-int/lit8 v10, v10, 0x1

    goto :goto_3

    .line 199
    :cond_6
    const-string v1, "cancellation"

    invoke-interface {v9, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    const-string v1, "async_operations"

    invoke-interface {v9, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    .line 200
    const-string v1, "cancellation"

    invoke-interface {v9, v1}, Ljava/util/List;->remove(Ljava/lang/Object;)Z

    .line 202
    :cond_7
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->sessions()Lcom/relaykit/home/cetp/SessionStore;

    move-result-object v0

    move/from16 v1, p2

    invoke-virtual {v0, v1, v9, v8}, Lcom/relaykit/home/cetp/SessionStore;->issue(ILjava/util/List;Ljava/util/Set;)Lcom/relaykit/home/cetp/SessionStore$Session;

    move-result-object v10

    .line 203
    new-instance v11, Ljava/util/LinkedHashMap;

    invoke-direct {v11}, Ljava/util/LinkedHashMap;-><init>()V

    .line 204
    const/high16 v2, 0x10000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_request_bytes"

    invoke-interface {v11, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 205
    const/high16 v2, 0x40000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_inline_result_bytes"

    invoke-interface {v11, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 206
    const/4 v2, 0x4

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "max_concurrent_requests"

    invoke-interface {v11, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 207
    const v2, 0x15180

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "idempotency_window_seconds"

    invoke-interface {v11, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 208
    new-instance v12, Lorg/json/JSONObject;

    invoke-direct {v12}, Lorg/json/JSONObject;-><init>()V

    .line 209
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 210
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 211
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 212
    invoke-virtual {v10}, Lcom/relaykit/home/cetp/SessionStore$Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 213
    invoke-virtual {v10}, Lcom/relaykit/home/cetp/SessionStore$Session;->expiresAtMs()J

    move-result-wide v2

    invoke-static {v2, v3}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->isoUtc(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 214
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v9}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "capabilities"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 215
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v11}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const-string v1, "limits"

    invoke-virtual {v12, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 216
    invoke-static {v12}, Lcom/relaykit/home/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 249
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 250
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->getScopes()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/ToolSpec$Scope;

    move-object v5, v0

    .line 251
    invoke-virtual {v5}, Lcom/relaykit/home/cetp/ToolSpec$Scope;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 252
    goto :goto_0

    .line 253
    :cond_0
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 254
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 255
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 256
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 257
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 258
    const-string v1, "scopes"

    invoke-virtual {v4, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 259
    return-object v4
.end method

.method private refuse(Ljava/lang/String;)V
    .registers 7

    .line 367
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused for uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "CetpV2"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 368
    return-void
.end method

.method private toolList(Lcom/relaykit/home/cetp/SessionStore$Session;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 263
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 264
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->getProviderTools()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/ToolSpec;

    move-object v6, v0

    .line 265
    invoke-virtual {v6}, Lcom/relaykit/home/cetp/ToolSpec;->scopes()Ljava/util/List;

    move-result-object v1

    invoke-virtual {p1, v1}, Lcom/relaykit/home/cetp/SessionStore$Session;->grants(Ljava/util/Collection;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 266
    const-string v3, "async_operations"

    invoke-virtual {p1, v3}, Lcom/relaykit/home/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v2

    invoke-virtual {v6, v2}, Lcom/relaykit/home/cetp/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 268
    :cond_0
    goto :goto_0

    .line 269
    :cond_1
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 270
    invoke-virtual {p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->revision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 271
    const-string v1, "tools"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 272
    return-object v5
.end method


# virtual methods
.method protected abstract approvals()Lcom/relaykit/home/cetp/ApprovalStore;
.end method

.method protected authorize(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;
    .registers 3

    .line 115
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->deny(Ljava/lang/String;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 140
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 141
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 142
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 143
    if-nez p1, :cond_1

    .line 144
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v5, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 147
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

    goto :goto_1

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v7, 0x4

    goto :goto_1

    :sswitch_5
    const-string v1, "cancel_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v7, 0x5

    :cond_2
    :goto_1
    packed-switch v7, :pswitch_data_0

    goto :goto_2

    .line 149
    :pswitch_0
    invoke-direct {p0, v4, v3}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->negotiate(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 155
    :pswitch_1
    invoke-direct {p0, p1, v4, v3, v5}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->inSession(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 157
    :goto_2
    const-string v1, "METHOD_NOT_FOUND"

    invoke-static {v5, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/relaykit/home/cetp/CetpError; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 160
    invoke-virtual {v6}, Lcom/relaykit/home/cetp/CetpError;->code()Ljava/lang/String;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v6

    .line 162
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "CetpV2"

    invoke-static {v0, v1, v6}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 163
    const-string v1, "INTERNAL_ERROR"

    invoke-static {v5, v1}, Lcom/relaykit/home/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
        0x7571ade2 -> :sswitch_5
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
        :pswitch_1
    .end packed-switch
.end method

.method protected abstract callerGate()Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;
.end method

.method protected abstract commandFor(Lcom/relaykit/home/cetp/CetpRequest;)Lcom/relaykit/home/core/Command;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 356
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->refuse(Ljava/lang/String;)V

    .line 357
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected getMutationExecutor()Lcom/relaykit/home/cetp/CetpV2ContentProvider$MutationExecutor;
    .registers 2

    .line 120
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract getProviderTools()Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end method

.method protected abstract getScopes()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/relaykit/home/cetp/ToolSpec$Scope;",
            ">;"
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 345
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract history()Lcom/relaykit/home/core/CommandHistory;
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 350
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->refuse(Ljava/lang/String;)V

    .line 351
    const/4 v0, 0x0

    return-object v0
.end method

.method protected operations()Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;
    .registers 2

    .line 128
    const/4 v0, 0x0

    return-object v0
.end method

.method protected promptByPolicy(Lcom/relaykit/home/cetp/CetpRequest;)Z
    .registers 3

    .line 133
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 339
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->refuse(Ljava/lang/String;)V

    .line 340
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract resolutions()Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
.end method

.method protected abstract revision()Ljava/lang/String;
.end method

.method protected abstract sessions()Lcom/relaykit/home/cetp/SessionStore;
.end method

.method protected supportedCapabilities()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 124
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 362
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/relaykit/home/cetp/CetpV2ContentProvider;->refuse(Ljava/lang/String;)V

    .line 363
    const/4 v0, 0x0

    return v0
.end method
