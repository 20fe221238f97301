.class public abstract Lcom/verdant/garden/cetp/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.java"


# static fields
.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final SESSION_TTL_MS:J = 0x36ee80L

.field private static final TAG:Ljava/lang/String; = "CetpV2"


# instance fields
.field private confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

.field private grants:Lcom/verdant/garden/cetp/Grants;

.field private final methods:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/BiFunction<",
            "Ljava/lang/Integer;",
            "Landroid/os/Bundle;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field

.field private operations:Lcom/verdant/garden/cetp/OperationStore;

.field private sessions:Lcom/verdant/garden/cetp/SessionStore;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 39
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 44
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    return-void
.end method

.method private admit(ILandroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest;
    .registers 14

    .line 176
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda13;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda13;-><init>()V

    .line 177
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 178
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda14;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda14;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 179
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 180
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const-wide/16 v2, 0x0

    cmp-long v0, v7, v2

    if-gtz v0, :cond_1

    .line 181
    :cond_0
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 183
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->sessions:Lcom/verdant/garden/cetp/SessionStore;

    .line 184
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ProviderInfo;->providerId()Ljava/lang/String;

    move-result-object v1

    const-string v3, "session_token"

    invoke-virtual {p2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    move v3, p1

    invoke-virtual/range {v0 .. v5}, Lcom/verdant/garden/cetp/SessionStore;->find(Ljava/lang/String;Ljava/lang/String;IJ)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 185
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda15;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda15;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/SessionStore$Session;

    move-object v9, v0

    .line 186
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->callers()Ljava/util/function/Function;

    move-result-object v0

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Optional;

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda16;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda16;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/Caller;

    move-object v10, v0

    .line 187
    invoke-static {}, Lcom/verdant/garden/cetp/ProviderRequest;->builder()Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0, v10}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->caller(Lcom/verdant/garden/cetp/Caller;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0, v9}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->session(Lcom/verdant/garden/cetp/SessionStore$Session;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->requestId(Ljava/lang/String;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    .line 188
    invoke-virtual {v0, v7, v8}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->deadlineAtMs(J)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->extras(Landroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->build()Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v0

    .line 187
    return-object v0
.end method

.method private cancelOperation(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 9

    .line 290
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->session()Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v0

    const-string v1, "cancellation"

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 291
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 293
    :cond_0
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->operations:Lcom/verdant/garden/cetp/OperationStore;

    .line 294
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ProviderInfo;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->extras()Landroid/os/Bundle;

    move-result-object v2

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v3

    .line 295
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v4

    .line 294
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/OperationStore;->owned(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 296
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda26;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda26;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/OperationStore$Operation;

    move-object v5, v0

    .line 297
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/OperationStore$Operation;->terminal()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 298
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->CONFLICT:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 300
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->operations:Lcom/verdant/garden/cetp/OperationStore;

    invoke-virtual {v5}, Lcom/verdant/garden/cetp/OperationStore$Operation;->id()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/OperationStore;->requestCancel(Ljava/lang/String;)V

    .line 302
    :try_start_0
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 303
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/OperationStore$Operation;->id()Ljava/lang/String;

    move-result-object v3

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 302
    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 305
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method private static capabilityList(Ljava/lang/String;)Ljava/util/Set;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 156
    new-instance v5, Ljava/util/TreeSet;

    invoke-direct {v5}, Ljava/util/TreeSet;-><init>()V

    .line 158
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v2

    sget-object v3, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v4, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda12;

    invoke-direct {v4, v3}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda12;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v3, v4

    invoke-virtual {v2, v3}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v6, v0

    .line 159
    const/4 v7, 0x0

    :goto_0
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v7, v1, :cond_0

    .line 160
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v5, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 159
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 164
    :cond_0
    goto :goto_1

    :catch_0
    move-exception v6

    .line 163
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 165
    :goto_1
    return-object v5
.end method

.method private static describe(Lcom/verdant/garden/cetp/ToolDescriptor;Z)Lorg/json/JSONObject;
    .registers 4

    .line 229
    :try_start_0
    invoke-virtual {p0, p1}, Lcom/verdant/garden/cetp/ToolDescriptor;->toJson(Z)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 231
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method private execute(Lcom/verdant/garden/cetp/ProviderRequest;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 244
    const-string v1, "tool_name"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 245
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda19;

    invoke-direct {v1, v4}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda19;-><init>(Ljava/lang/String;)V

    .line 246
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda20;

    invoke-direct {v1, p0, p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda20;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;Lcom/verdant/garden/cetp/ProviderRequest;)V

    .line 247
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 248
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    .line 249
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda21;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda21;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ToolDescriptor;

    move-object v5, v0

    .line 250
    const-string v1, "args"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    const-string v1, "{}"

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v6, v0

    .line 251
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v6, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    .line 252
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 254
    :cond_0
    invoke-static {v6}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->parseArgs(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    invoke-static {v5}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda22;

    invoke-direct {v1, v5}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda22;-><init>(Lcom/verdant/garden/cetp/ToolDescriptor;)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda23;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda23;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v7, v0

    .line 255
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->toBuilder()Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0, v5}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->tool(Lcom/verdant/garden/cetp/ToolDescriptor;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    invoke-virtual {v0, v7, v6}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->args(Lorg/json/JSONObject;Ljava/lang/String;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    const-string v2, "resume_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->resumeToken(Ljava/lang/String;)Lcom/verdant/garden/cetp/ProviderRequest$Builder;

    move-result-object v0

    .line 256
    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ProviderRequest$Builder;->build()Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v8

    .line 257
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getMutationExecutor()Lcom/verdant/garden/cetp/MutationExecutor;

    move-result-object v9

    .line 258
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/ToolDescriptor;->mutating()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 259
    invoke-virtual {v8}, Lcom/verdant/garden/cetp/ProviderRequest;->pastDeadline()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 260
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 262
    :cond_1
    if-nez v9, :cond_2

    .line 263
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is mutating but no mutation executor is wired"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "CetpV2"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 264
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 267
    :cond_2
    invoke-virtual {p0, v8}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->authorize(Lcom/verdant/garden/cetp/ProviderRequest;)Lcom/verdant/garden/cetp/AccessDecision;

    move-result-object v10

    .line 268
    invoke-virtual {v10}, Lcom/verdant/garden/cetp/AccessDecision;->allowed()Z

    move-result v0

    if-nez v0, :cond_3

    .line 269
    invoke-virtual {v10}, Lcom/verdant/garden/cetp/AccessDecision;->denial()Lcom/verdant/garden/cetp/ErrorCode;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 271
    :cond_3
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/ToolDescriptor;->mutating()Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda24;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda24;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    invoke-interface {v9, v8, v2}, Lcom/verdant/garden/cetp/MutationExecutor;->execute(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/util/function/Function;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    :cond_4
    invoke-virtual {p0, v8}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->executeTool(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method private getOperation(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 9

    .line 275
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->session()Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 276
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 278
    :cond_0
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->operations:Lcom/verdant/garden/cetp/OperationStore;

    .line 279
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ProviderInfo;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->extras()Landroid/os/Bundle;

    move-result-object v2

    const-string v3, "operation_id"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->uid()I

    move-result v3

    .line 280
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v4

    .line 279
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/verdant/garden/cetp/OperationStore;->owned(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 281
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda25;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda25;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/OperationStore$Operation;

    move-object v5, v0

    .line 283
    :try_start_0
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5}, Lcom/verdant/garden/cetp/OperationStore$Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 285
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method protected static isUuid(Ljava/lang/String;)Z
    .registers 3

    .line 193
    :try_start_0
    invoke-static {p0}, Ljava/util/UUID;->fromString(Ljava/lang/String;)Ljava/util/UUID;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v1

    .line 195
    const/4 v0, 0x0

    return v0
.end method

.method private static iso(J)Ljava/lang/String;
    .registers 7

    .line 169
    new-instance v4, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd\'T\'HH:mm:ss\'Z\'"

    invoke-direct {v4, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    .line 170
    const-string v1, "UTC"

    invoke-static {v1}, Ljava/util/TimeZone;->getTimeZone(Ljava/lang/String;)Ljava/util/TimeZone;

    move-result-object v1

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->setTimeZone(Ljava/util/TimeZone;)V

    .line 171
    new-instance v1, Ljava/util/Date;

    invoke-direct {v1, p0, p1}, Ljava/util/Date;-><init>(J)V

    invoke-virtual {v4, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$execute$9(Ljava/lang/String;Lcom/verdant/garden/cetp/ToolDescriptor;)Z
    .registers 3

    .line 246
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$listTools$8(ZLcom/verdant/garden/cetp/ToolDescriptor;)Lorg/json/JSONObject;
    .registers 3

    .line 215
    invoke-static {p1, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->describe(Lcom/verdant/garden/cetp/ToolDescriptor;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$negotiate$5(I)Z
    .registers 3

    .line 123
    const/4 v1, 0x2

    if-ne p0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$negotiate$6()Ljava/util/TreeSet;
    .registers 1

    .line 130
    new-instance v0, Ljava/util/TreeSet;

    invoke-direct {v0}, Ljava/util/TreeSet;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$requireCaller$11()Ljava/lang/SecurityException;
    .registers 2

    .line 311
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "caller is not paired with Verdant"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private listTools(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 12

    .line 212
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->session()Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v6

    .line 213
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProviderTools()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;

    invoke-direct {v1, p0, p1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda17;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;Lcom/verdant/garden/cetp/ProviderRequest;)V

    .line 214
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda18;

    invoke-direct {v1, v6}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda18;-><init>(Z)V

    .line 215
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 216
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v7, v0

    .line 217
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8, v7}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    .line 219
    :try_start_0
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 220
    invoke-virtual {v8}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/verdant/garden/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    const/16 v5, 0x10

    invoke-virtual {v3, v4, v5}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "r"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v3, v4

    const-string v2, "revision"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 221
    const-string v2, "tools"

    invoke-virtual {v1, v2, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 219
    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v9

    .line 223
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method private negotiate(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    .line 122
    move-object/from16 v0, p2

    const-string v1, "consumer_versions"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    .line 123
    if-eqz v6, :cond_0

    invoke-static {v6}, Ljava/util/stream/IntStream;->of([I)Ljava/util/stream/IntStream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda8;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda8;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/IntStream;->noneMatch(Ljava/util/function/IntPredicate;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 124
    :cond_0
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->UNSUPPORTED_VERSION:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 126
    :cond_1
    move-object/from16 v0, p2

    const-string v1, "consumer_capabilities"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->capabilityList(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v7

    .line 127
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->callers()Ljava/util/function/Function;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Optional;

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda9;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda9;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/Caller;

    move-object v8, v0

    .line 128
    invoke-interface {v7}, Ljava/util/Set;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    .line 129
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->offeredCapabilities()Ljava/util/Set;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda10;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda10;-><init>(Ljava/util/Set;)V

    move-object v1, v2

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda11;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda11;-><init>()V

    .line 130
    invoke-static {v1}, Ljava/util/stream/Collectors;->toCollection(Ljava/util/function/Supplier;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    move-object v9, v0

    .line 131
    const-string v1, "async_operations"

    invoke-interface {v9, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 132
    const-string v1, "cancellation"

    invoke-interface {v9, v1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 134
    :cond_2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v10, v0, v2

    .line 135
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->sessions:Lcom/verdant/garden/cetp/SessionStore;

    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ProviderInfo;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8}, Lcom/verdant/garden/cetp/Caller;->uid()I

    move-result v2

    move-object v3, v9

    move-wide v4, v10

    invoke-virtual/range {v0 .. v5}, Lcom/verdant/garden/cetp/SessionStore;->open(Ljava/lang/String;ILjava/util/Set;J)Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v12

    .line 137
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 138
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 139
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 140
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 141
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v13

    .line 142
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 143
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 144
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v2

    invoke-virtual {v2}, Lcom/verdant/garden/cetp/ProviderInfo;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 145
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v2

    invoke-virtual {v2}, Lcom/verdant/garden/cetp/ProviderInfo;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 146
    invoke-virtual {v12}, Lcom/verdant/garden/cetp/SessionStore$Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 147
    invoke-static {v10, v11}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->iso(J)Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v9}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    .line 148
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 149
    const-string v1, "limits"

    invoke-virtual {v0, v1, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 142
    invoke-static {v0}, Lcom/verdant/garden/cetp/Envelopes;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v13

    .line 151
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method protected static parseArgs(Ljava/lang/String;)Ljava/util/Optional;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 237
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 239
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 5

    .line 201
    :try_start_0
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ProviderInfo;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->data(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 203
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method private requireCaller()Lcom/verdant/garden/cetp/Caller;
    .registers 3

    .line 310
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->callers()Ljava/util/function/Function;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Optional;

    new-instance v1, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda27;

    invoke-direct {v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda27;-><init>()V

    .line 311
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/Caller;

    .line 310
    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/verdant/garden/cetp/ProviderRequest;)Lcom/verdant/garden/cetp/AccessDecision;
    .registers 3

    .line 62
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v0}, Lcom/verdant/garden/cetp/AccessDecision;->deny(Lcom/verdant/garden/cetp/ErrorCode;)Lcom/verdant/garden/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 106
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 107
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v4, v0

    .line 109
    :try_start_0
    invoke-static {p1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    .line 110
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda6;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda6;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->METHOD_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    .line 111
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda7;

    invoke-direct {v2, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda7;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/function/BiFunction;

    .line 112
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1, v4}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/verdant/garden/cetp/ErrorCode$Rejected; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1

    .line 109
    return-object v0

    :catch_0
    move-exception v5

    .line 114
    invoke-virtual {v5}, Lcom/verdant/garden/cetp/ErrorCode$Rejected;->code()Lcom/verdant/garden/cetp/ErrorCode;

    move-result-object v0

    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    const/4 v1, 0x0

    goto :goto_1

    :cond_1
    const-string v2, "request_id"

    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    :goto_1
    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v5

    .line 116
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

    const-string v0, "CetpV2"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 117
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    const-string v2, "request_id"

    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected abstract callers()Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Ljava/lang/Integer;",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Caller;",
            ">;>;"
        }
    .end annotation
.end method

.method public final confirmations()Lcom/verdant/garden/cetp/ConfirmationStore;
    .registers 2

    .line 97
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 333
    invoke-direct {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->requireCaller()Lcom/verdant/garden/cetp/Caller;

    .line 334
    const/4 v0, 0x0

    return v0
.end method

.method public abstract executeTool(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
.end method

.method public getMutationExecutor()Lcom/verdant/garden/cetp/MutationExecutor;
    .registers 2

    .line 58
    const/4 v0, 0x0

    return-object v0
.end method

.method public abstract getProvider()Lcom/verdant/garden/cetp/ProviderInfo;
.end method

.method public abstract getProviderTools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 322
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final grants()Lcom/verdant/garden/cetp/Grants;
    .registers 2

    .line 101
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->grants:Lcom/verdant/garden/cetp/Grants;

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 327
    invoke-direct {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->requireCaller()Lcom/verdant/garden/cetp/Caller;

    .line 328
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$execute$10$com-verdant-garden-cetp-CetpV2ContentProvider(Lcom/verdant/garden/cetp/ProviderRequest;Lcom/verdant/garden/cetp/ToolDescriptor;)Z
    .registers 6

    .line 247
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->caller()Lcom/verdant/garden/cetp/Caller;

    move-result-object v1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->session()Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v2

    invoke-virtual {p0, p2, v1, v2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->visible(Lcom/verdant/garden/cetp/ToolDescriptor;Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$listTools$7$com-verdant-garden-cetp-CetpV2ContentProvider(Lcom/verdant/garden/cetp/ProviderRequest;Lcom/verdant/garden/cetp/ToolDescriptor;)Z
    .registers 6

    .line 214
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->caller()Lcom/verdant/garden/cetp/Caller;

    move-result-object v1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ProviderRequest;->session()Lcom/verdant/garden/cetp/SessionStore$Session;

    move-result-object v2

    invoke-virtual {p0, p2, v1, v2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->visible(Lcom/verdant/garden/cetp/ToolDescriptor;Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$onCreate$0$com-verdant-garden-cetp-CetpV2ContentProvider(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 79
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    invoke-direct {p0, v2, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->providerInfo(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$onCreate$1$com-verdant-garden-cetp-CetpV2ContentProvider(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 80
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    invoke-direct {p0, v2, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->listTools(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$onCreate$2$com-verdant-garden-cetp-CetpV2ContentProvider(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 81
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    invoke-direct {p0, v2, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v1

    invoke-direct {p0, v1, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->execute(Lcom/verdant/garden/cetp/ProviderRequest;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$onCreate$3$com-verdant-garden-cetp-CetpV2ContentProvider(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 82
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    invoke-direct {p0, v2, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getOperation(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$onCreate$4$com-verdant-garden-cetp-CetpV2ContentProvider(Ljava/lang/Integer;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 83
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    invoke-direct {p0, v2, p2}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/cetp/ProviderRequest;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->cancelOperation(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected offeredCapabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 68
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 73
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/verdant/garden/data/GardenDatabase;->get(Landroid/content/Context;)Lcom/verdant/garden/data/GardenDatabase;

    move-result-object v3

    .line 74
    new-instance v1, Lcom/verdant/garden/cetp/SessionStore;

    invoke-direct {v1, v3}, Lcom/verdant/garden/cetp/SessionStore;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->sessions:Lcom/verdant/garden/cetp/SessionStore;

    .line 75
    new-instance v1, Lcom/verdant/garden/cetp/OperationStore;

    invoke-direct {v1, v3}, Lcom/verdant/garden/cetp/OperationStore;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->operations:Lcom/verdant/garden/cetp/OperationStore;

    .line 76
    new-instance v1, Lcom/verdant/garden/cetp/ConfirmationStore;

    invoke-direct {v1, v3}, Lcom/verdant/garden/cetp/ConfirmationStore;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->confirmations:Lcom/verdant/garden/cetp/ConfirmationStore;

    .line 77
    new-instance v1, Lcom/verdant/garden/cetp/Grants;

    invoke-direct {v1, v3}, Lcom/verdant/garden/cetp/Grants;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v1, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->grants:Lcom/verdant/garden/cetp/Grants;

    .line 78
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda0;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    const-string v1, "negotiate"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 79
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda1;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    const-string v1, "get_provider_info"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 80
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    const-string v1, "list_tools"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 81
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    const-string v1, "execute_tool"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 82
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda4;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    const-string v1, "get_operation"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 83
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->methods:Ljava/util/Map;

    new-instance v2, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda5;

    invoke-direct {v2, p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider$$ExternalSyntheticLambda5;-><init>(Lcom/verdant/garden/cetp/CetpV2ContentProvider;)V

    const-string v1, "cancel_operation"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 84
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->operations:Lcom/verdant/garden/cetp/OperationStore;

    invoke-virtual {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->getProvider()Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v1

    invoke-virtual {v1}, Lcom/verdant/garden/cetp/ProviderInfo;->providerId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/verdant/garden/cetp/OperationStore;->failAbandoned(Ljava/lang/String;)V

    .line 85
    const/4 v0, 0x1

    return v0
.end method

.method protected final operations()Lcom/verdant/garden/cetp/OperationStore;
    .registers 2

    .line 93
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->operations:Lcom/verdant/garden/cetp/OperationStore;

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 316
    invoke-direct {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->requireCaller()Lcom/verdant/garden/cetp/Caller;

    .line 317
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final sessions()Lcom/verdant/garden/cetp/SessionStore;
    .registers 2

    .line 89
    iget-object v0, p0, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->sessions:Lcom/verdant/garden/cetp/SessionStore;

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 339
    invoke-direct {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->requireCaller()Lcom/verdant/garden/cetp/Caller;

    .line 340
    const/4 v0, 0x0

    return v0
.end method

.method protected final visible(Lcom/verdant/garden/cetp/ToolDescriptor;Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;)Z
    .registers 6

    .line 208
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ToolDescriptor;->scopes()Ljava/util/List;

    move-result-object v1

    invoke-virtual {p2, v1}, Lcom/verdant/garden/cetp/Caller;->holdsAll(Ljava/util/Collection;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ToolDescriptor;->async()Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "async_operations"

    invoke-virtual {p3, v1}, Lcom/verdant/garden/cetp/SessionStore$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
