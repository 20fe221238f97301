.class public abstract Lcom/clawseed/sdk/provider/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.kt"


# static fields
.field public static final Companion:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;

.field private static final HEX:Ljava/lang/String; = "0123456789abcdef"

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final SESSION_TTL_MS:J = 0x36ee80L

.field private static final TAG:Ljava/lang/String; = "CetpV2"


# instance fields
.field private final sessions:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->Companion:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 21
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 35
    new-instance v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;

    invoke-direct {v0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;-><init>()V

    iput-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->sessions:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;

    .line 21
    return-void
.end method

.method private final dispatch(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 96
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    const-string v2, "INVALID_REQUEST"

    const-string v3, "protocol_version 2 is required."

    invoke-direct {p0, p3, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 97
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 98
    if-eqz v7, :cond_1

    invoke-direct {p0, v7}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->isUuid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    :cond_1
    const-string v2, "INVALID_REQUEST"

    const-string v3, "request_id must be a UUID."

    invoke-direct {p0, p3, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_2
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p3, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 100
    const-wide/16 v2, 0x0

    cmp-long v0, v8, v2

    if-gtz v0, :cond_3

    const-string v2, "INVALID_REQUEST"

    const-string v3, "deadline_at_ms is required."

    invoke-direct {p0, p3, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 101
    :cond_3
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->sessions:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->find(Ljava/lang/String;I)Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;

    move-result-object v0

    if-nez v0, :cond_4

    .line 102
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "Call negotiate first."

    invoke-direct {p0, p3, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 101
    :cond_4
    move-object v10, v0

    .line 103
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, v8

    if-ltz v0, :cond_5

    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "The request deadline has passed."

    invoke-direct {p0, p3, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 104
    :cond_5
    move-object v11, p2

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_3
    const-string v1, "get_operation"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    .line 105
    :cond_6
    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->providerInfo()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, p3, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 106
    :cond_7
    invoke-direct {p0, v10}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->toolList(Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, p3, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 107
    :cond_8
    move-object v0, p0

    move v1, p1

    move-object v2, v10

    move-object v3, v7

    move-wide v4, v8

    move-object v6, p3

    invoke-direct/range {v0 .. v6}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->execute(ILcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 108
    :cond_9
    move-object v0, p0

    move v1, p1

    move-object v2, v10

    move-object v3, v7

    move-object v4, p3

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->operation(ILcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Ljava/lang/String;Landroid/os/Bundle;Z)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 109
    :goto_0
    move-object v0, p0

    move v1, p1

    move-object v2, v10

    move-object v3, v7

    move-object v4, p3

    const/4 v5, 0x1

    invoke-direct/range {v0 .. v5}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->operation(ILcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Ljava/lang/String;Landroid/os/Bundle;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 104
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method

.method private final envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 198
    new-instance v4, Landroid/os/Bundle;

    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V

    .line 199
    const-string v1, "status"

    invoke-virtual {v4, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 200
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 201
    const-string v3, "request_id"

    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 202
    return-object v4
.end method

.method private final error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 212
    const-string v1, "error"

    invoke-direct {p0, p1, v1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 213
    const-string v0, "error_code"

    invoke-virtual {v2, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 214
    const-string v0, "error_message"

    invoke-virtual {v2, v0, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 215
    invoke-static {p2}, Lcom/clawseed/sdk/provider/Cetp;->retryable(Ljava/lang/String;)Z

    move-result v1

    const-string v0, "retryable"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 216
    return-object v2
.end method

.method private final execute(ILcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Ljava/lang/String;JLandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27

    .line 132
    move-object/from16 v0, p6

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 133
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;

    move-result-object v14

    check-cast v14, Ljava/lang/Iterable;

    const/4 v15, 0x0

    .line 274
    invoke-interface {v14}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :cond_0
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v17

    move-object/from16 v0, v17

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-object/from16 v18, v0

    const/16 v19, 0x0

    .line 133
    move-object/from16 v0, v18

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, v11}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 274
    if-eqz v0, :cond_0

    move-object/from16 v0, v17

    goto :goto_0

    .line 275
    :cond_1
    const/4 v0, 0x0

    .line 133
    :goto_0
    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderTool;

    if-nez v0, :cond_2

    .line 134
    move-object/from16 v0, p0

    move-object/from16 v1, p6

    const-string v2, "TOOL_NOT_FOUND"

    const-string v3, "No such tool."

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 133
    :cond_2
    move-object v12, v0

    .line 135
    move-object/from16 v0, p6

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    const-string v0, "{}"

    :cond_3
    move-object v13, v0

    .line 136
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v13, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_4

    move-object/from16 v0, p0

    move-object/from16 v1, p6

    const-string v2, "INVALID_ARGS"

    const-string v3, "Arguments are too large."

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 137
    :cond_4
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v13}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object/from16 v16, v0
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v17

    const/16 v16, 0x0

    :goto_1
    move-object/from16 v0, v16

    if-nez v16, :cond_5

    .line 138
    move-object/from16 v0, p0

    move-object/from16 v1, p6

    const-string v2, "INVALID_ARGS"

    const-string v3, "args must be a JSON object."

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 137
    :cond_5
    move-object v14, v0

    .line 139
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;

    .line 140
    move-object/from16 v9, p6

    const-string v10, "resume_token"

    invoke-virtual {v9, v10}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object/from16 v10, p2

    invoke-virtual {v10}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getCapabilities()Ljava/util/Set;

    move-result-object v10

    .line 139
    move/from16 v1, p1

    move-object/from16 v2, p3

    move-wide/from16 v3, p4

    move-object v5, v12

    move-object v6, v13

    move-object v7, v14

    move-object v8, v9

    move-object v9, v10

    move-object/from16 v10, p6

    invoke-direct/range {v0 .. v10}, Lcom/clawseed/sdk/provider/CetpProviderRequest;-><init>(ILjava/lang/String;JLcom/clawseed/sdk/provider/CetpProviderTool;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/util/Set;Landroid/os/Bundle;)V

    move-object v15, v0

    .line 141
    move-object/from16 v0, p0

    invoke-virtual {v0, v15}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;

    move-result-object v16

    .line 142
    move-object/from16 v0, v16

    instance-of v0, v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    if-eqz v0, :cond_6

    move-object/from16 v2, v16

    check-cast v2, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getCode()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, v16

    check-cast v3, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getMessage()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, p0

    move-object/from16 v1, p6

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 143
    :cond_6
    move-object/from16 v0, v16

    instance-of v0, v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    if-eqz v0, :cond_7

    .line 144
    move-object/from16 v2, v16

    check-cast v2, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->getCode()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, v16

    check-cast v3, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->getMessage()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, p0

    move-object/from16 v1, p6

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v17

    .line 145
    move-object/from16 v2, v16

    check-cast v2, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    move-object/from16 v0, v17

    const-string v1, "resolution"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 146
    move-object/from16 v2, v16

    check-cast v2, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "resume_token"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 147
    return-object v17

    .line 149
    :cond_7
    sget-object v1, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    move-object/from16 v0, v16

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 141
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 151
    :cond_8
    invoke-virtual {v15}, Lcom/clawseed/sdk/provider/CetpProviderRequest;->getExpired()Z

    move-result v0

    if-eqz v0, :cond_9

    move-object/from16 v0, p0

    move-object/from16 v1, p6

    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "The request deadline has passed."

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 152
    :cond_9
    invoke-virtual {v12}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_b

    .line 153
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    move-result-object v17

    .line 154
    if-eqz v17, :cond_a

    .line 155
    move-object/from16 v2, p0

    new-instance v3, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$$ExternalSyntheticLambda0;-><init>(Lcom/clawseed/sdk/provider/CetpV2ContentProvider;)V

    move-object v2, v3

    move-object/from16 v0, v17

    invoke-interface {v0, v15, v2}, Lcom/clawseed/sdk/provider/CetpMutationExecutor;->execute(Lcom/clawseed/sdk/provider/CetpProviderRequest;Lkotlin/jvm/functions/Function1;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_2

    .line 157
    :cond_a
    invoke-virtual {v12}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no mutation executor: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " is not deduplicated"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "CetpV2"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 158
    move-object/from16 v0, p0

    invoke-virtual {v0, v15}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->executeTool(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    goto :goto_2

    .line 161
    :cond_b
    move-object/from16 v0, p0

    invoke-virtual {v0, v15}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->executeTool(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    .line 152
    :goto_2
    move-object/from16 v16, v0

    .line 163
    move-object/from16 v0, p0

    move-object/from16 v1, p6

    move-object/from16 v2, p2

    move-object/from16 v3, v16

    invoke-direct {v0, v1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->render(Landroid/os/Bundle;Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Lcom/clawseed/sdk/provider/CetpProviderResult;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final execute$lambda$1(Lcom/clawseed/sdk/provider/CetpV2ContentProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 155
    invoke-virtual {p0, p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->executeTool(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method private final isUuid(Ljava/lang/String;)Z
    .registers 6

    .line 229
    :try_start_0
    invoke-static {p1}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v0, p1, v1}, Lkotlin/text/StringsKt;->equals(Ljava/lang/String;Ljava/lang/String;Z)Z

    move-result v2
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 230
    :catch_0
    move-exception v3

    .line 231
    const/4 v2, 0x0

    .line 232
    :goto_0
    return v2
.end method

.method private final negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19

    .line 64
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 65
    move-object/from16 v0, p2

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 66
    if-eqz v4, :cond_0

    if-nez v5, :cond_1

    :cond_0
    move-object/from16 v0, p0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_versions and consumer_capabilities are required."

    invoke-direct {v0, v1, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->plainError(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 67
    :cond_1
    const/4 v1, 0x2

    invoke-static {v4, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_2

    move-object/from16 v0, p0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "This provider speaks CETP version 2 only."

    invoke-direct {v0, v1, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->plainError(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_2
    new-instance v6, Ljava/util/HashSet;

    invoke-direct {v6}, Ljava/util/HashSet;-><init>()V

    .line 69
    :try_start_0
    new-instance v9, Lorg/json/JSONArray;

    invoke-direct {v9, v5}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    const/4 v9, 0x0

    :goto_0
    move-object v0, v9

    if-nez v9, :cond_3

    .line 70
    move-object/from16 v0, p0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_capabilities must be a JSON array of strings."

    invoke-direct {v0, v1, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->plainError(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 69
    :cond_3
    move-object v7, v0

    .line 71
    const/4 v8, 0x0

    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v9

    :goto_1
    if-ge v8, v9, :cond_4

    invoke-virtual {v7, v8}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z

    add-int/lit8 v8, v8, 0x1

    goto :goto_1

    .line 72
    :cond_4
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getOfferedCapabilities()Ljava/util/Set;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    new-instance v10, Ljava/util/LinkedHashSet;

    invoke-direct {v10}, Ljava/util/LinkedHashSet;-><init>()V

    check-cast v10, Ljava/util/Collection;

    const/4 v11, 0x0

    .line 272
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :cond_5
    :goto_2
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    move-object v14, v0

    const/4 v15, 0x0

    .line 72
    invoke-virtual {v6, v14}, Ljava/util/HashSet;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->KNOWN_CAPABILITIES:Ljava/util/Set;

    invoke-interface {v0, v14}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    .line 272
    :goto_3
    if-eqz v0, :cond_5

    invoke-interface {v10, v13}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 72
    :cond_7
    move-object v0, v10

    check-cast v0, Ljava/util/LinkedHashSet;

    move-object v8, v0

    .line 73
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->sessions:Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;

    move-object v2, v8

    check-cast v2, Ljava/util/Set;

    move/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Sessions;->open(ILjava/util/Set;)Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;

    move-result-object v9

    .line 74
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 75
    invoke-virtual {v8}, Ljava/util/LinkedHashSet;->iterator()Ljava/util/Iterator;

    move-result-object v0

    const-string v2, "iterator(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v11, v0

    :goto_4
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    const-string v2, "next(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/String;

    move-object v12, v0

    invoke-virtual {v10, v12}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_4

    .line 76
    :cond_8
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 77
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 79
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v11

    .line 81
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 82
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 84
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 86
    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getExpiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 87
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 88
    const-string v1, "limits"

    invoke-virtual {v0, v1, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v12

    .line 89
    new-instance v13, Landroid/os/Bundle;

    invoke-direct {v13}, Landroid/os/Bundle;-><init>()V

    .line 90
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    invoke-virtual {v12}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v13, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    return-object v13
.end method

.method private final operation(ILcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Ljava/lang/String;Landroid/os/Bundle;Z)Landroid/os/Bundle;
    .registers 15

    .line 182
    if-eqz p5, :cond_0

    const-string v0, "cancellation"

    goto :goto_0

    :cond_0
    const-string v0, "async_operations"

    :goto_0
    move-object v5, v0

    .line 183
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getOperations()Lcom/clawseed/sdk/provider/CetpOperations;

    move-result-object v6

    .line 184
    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    if-nez v6, :cond_2

    :cond_1
    const-string v2, "UNSUPPORTED_CAPABILITY"

    const-string v3, "This capability was not negotiated."

    invoke-direct {p0, p4, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 185
    :cond_2
    const-string v1, "operation_id"

    invoke-virtual {p4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    const-string v2, "INVALID_REQUEST"

    const-string v3, "operation_id is required."

    invoke-direct {p0, p4, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v7, v0

    .line 186
    if-nez p5, :cond_5

    .line 187
    invoke-interface {v6, p1, p3, v7}, Lcom/clawseed/sdk/provider/CetpOperations;->status(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_4

    const-string v2, "INVALID_REQUEST"

    const-string v3, "Unknown operation for this request."

    invoke-direct {p0, p4, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v8, v0

    .line 188
    invoke-direct {p0, p4, v8}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 190
    :cond_5
    invoke-interface {v6, p1, p3, v7}, Lcom/clawseed/sdk/provider/CetpOperations;->requestCancel(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v8

    .line 191
    if-nez v8, :cond_6

    const-string v2, "INVALID_REQUEST"

    const-string v3, "Unknown operation for this request."

    invoke-direct {p0, p4, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 192
    :cond_6
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    const-string v2, "CONFLICT"

    const-string v3, "The operation has already finished."

    invoke-direct {p0, p4, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 193
    :cond_7
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, p4, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 190
    :cond_8
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_1
    return-object v0
.end method

.method private final plainError(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7

    .line 220
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 221
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 222
    const-string v1, "error_code"

    invoke-virtual {v3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 223
    const-string v1, "error_message"

    invoke-virtual {v3, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 224
    invoke-static {p1}, Lcom/clawseed/sdk/provider/Cetp;->retryable(Ljava/lang/String;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 225
    return-object v3
.end method

.method private final providerInfo()Lorg/json/JSONObject;
    .registers 7

    .line 114
    new-instance v3, Lorg/json/JSONArray;

    invoke-direct {v3}, Lorg/json/JSONArray;-><init>()V

    .line 115
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->getScopes()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/clawseed/sdk/provider/ProviderScope;

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/ProviderScope;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 116
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 117
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->getProviderId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 118
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->getProviderName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 119
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;->getDescription()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 120
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 121
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 116
    return-object v0
.end method

.method private final render(Landroid/os/Bundle;Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;Lcom/clawseed/sdk/provider/CetpProviderResult;)Landroid/os/Bundle;
    .registers 12

    .line 166
    move-object v6, p3

    .line 167
    instance-of v0, v6, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    if-eqz v0, :cond_0

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p3

    check-cast v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;->getValue()Ljava/lang/Object;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, p1, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 168
    :cond_0
    instance-of v0, v6, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    if-eqz v0, :cond_2

    .line 169
    invoke-virtual {p2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 170
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The provider could not complete the request."

    invoke-direct {p0, p1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 172
    :cond_1
    const-string v2, "accepted"

    invoke-direct {p0, p1, v2}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    .line 173
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p3

    check-cast v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->getOperationId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 174
    move-object v4, p3

    check-cast v4, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;->getPollAfterMs()J

    move-result-wide v4

    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 173
    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 175
    move-object v0, v7

    goto :goto_0

    .line 178
    :cond_2
    instance-of v0, v6, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    if-eqz v0, :cond_3

    move-object v2, p3

    check-cast v2, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;->getCode()Ljava/lang/String;

    move-result-object v2

    move-object v3, p3

    check-cast v3, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpProviderResult$Failure;->getMessage()Ljava/lang/String;

    move-result-object v3

    invoke-direct {p0, p1, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 166
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 179
    :goto_0
    return-object v0
.end method

.method private final success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6

    .line 206
    const-string v1, "success"

    invoke-direct {p0, p1, v1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 207
    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 208
    return-object v2
.end method

.method private final toolList(Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;)Lorg/json/JSONObject;
    .registers 9

    .line 125
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider$Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v3

    .line 126
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 127
    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v6, v3}, Lcom/clawseed/sdk/provider/CetpProviderTool;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 128
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->getToolsRevision()Ljava/lang/String;

    move-result-object v2

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tools"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;
    .registers 6

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This caller is not allowed to use this provider."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 46
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v5, v0

    .line 48
    :try_start_0
    move-object v6, p1

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_2
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_3
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_4
    const-string v1, "cancel_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_5
    const-string v1, "get_operation"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    .line 49
    :cond_1
    invoke-direct {p0, v4, v5}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 51
    :cond_2
    invoke-direct {p0, v4, p1, v5}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->dispatch(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 52
    :goto_0
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "This method is not defined by CETP v2."

    invoke-direct {p0, v5, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    :goto_1
    move-object v6, v0
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1

    goto :goto_2

    .line 54
    :catch_0
    move-exception v7

    .line 55
    move-object v2, v7

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "CetpV2"

    const-string v1, "call failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 56
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The provider could not complete the request."

    invoke-direct {p0, v5, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    goto :goto_2

    .line 57
    :catch_1
    move-exception v7

    .line 58
    move-object v2, v7

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "CetpV2"

    const-string v1, "bad json"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 59
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The provider could not complete the request."

    invoke-direct {p0, v5, v2, v3}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    .line 47
    :goto_2
    return-object v6

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_5
        -0x503e73de -> :sswitch_3
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_2
        0x2a3a6efa -> :sswitch_1
        0x7571ade2 -> :sswitch_4
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    const/4 v0, 0x0

    return v0
.end method

.method public abstract executeTool(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
.end method

.method public getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;
    .registers 2

    .line 26
    const/4 v0, 0x0

    return-object v0
.end method

.method public getOfferedCapabilities()Ljava/util/Set;
    .registers 2

    .line 25
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public getOperations()Lcom/clawseed/sdk/provider/CetpOperations;
    .registers 2

    .line 27
    const/4 v0, 0x0

    return-object v0
.end method

.method public abstract getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;
.end method

.method public abstract getProviderTools()Ljava/util/List;
.end method

.method public getToolsRevision()Ljava/lang/String;
    .registers 2

    .line 24
    const-string v0, "1"

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 37
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 42
    const/4 v0, 0x0

    return v0
.end method
