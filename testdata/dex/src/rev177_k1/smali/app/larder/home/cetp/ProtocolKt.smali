.class public final Lapp/larder/home/cetp/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final APPROVED:Ljava/lang/String; = "approved"

.field public static final ASYNC:Ljava/lang/String; = "async_operations"

.field public static final CANCELLATION:Ljava/lang/String; = "cancellation"

.field private static final HEX:Ljava/lang/String; = "0123456789abcdef"

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field public static final TAG:Ljava/lang/String; = "LarderTools"

.field private static final V2_METHODS:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 14
    const/4 v0, 0x6

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "negotiate"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "get_provider_info"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "get_operation"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x5

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/larder/home/cetp/ProtocolKt;->V2_METHODS:Ljava/util/Set;

    return-void
.end method

.method public static final acceptedBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    const-string v0, "requestId"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "data"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    const-string v0, "accepted"

    invoke-static {p0, v0}, Lapp/larder/home/cetp/ProtocolKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 58
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    return-object v2
.end method

.method public static final decodeArgs(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 8

    const-string v1, "raw"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 68
    :cond_0
    :try_start_0
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 69
    :catch_0
    move-exception v5

    .line 70
    const/4 v0, 0x0

    return-object v0

    .line 67
    :goto_0
    move-object v3, v4

    .line 72
    invoke-virtual {v3}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v0

    const-string v2, "keys(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v4, v0

    :cond_1
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    .line 73
    invoke-virtual {v3, v5}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v6

    .line 74
    instance-of v0, v6, Ljava/lang/String;

    if-nez v0, :cond_1

    instance-of v0, v6, Ljava/lang/Number;

    if-nez v0, :cond_1

    instance-of v0, v6, Ljava/lang/Boolean;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    .line 76
    :cond_2
    return-object v3
.end method

.method public static final envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    const-string v1, "status"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 36
    const-string v1, "status"

    invoke-virtual {v3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 38
    if-eqz p0, :cond_0

    const-string v1, "request_id"

    invoke-virtual {v3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    :cond_0
    return-object v3
.end method

.method public static final errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    const-string v0, "error"

    invoke-static {p0, v0}, Lapp/larder/home/cetp/ProtocolKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 44
    invoke-virtual {p1}, Lapp/larder/home/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v1

    const-string v0, "error_code"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    const-string v0, "error_message"

    invoke-virtual {v2, v0, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    invoke-virtual {p1}, Lapp/larder/home/cetp/ErrorCode;->getRetryable()Z

    move-result v1

    const-string v0, "retryable"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 47
    return-object v2
.end method

.method public static final getV2_METHODS()Ljava/util/Set;
    .registers 1

    .line 14
    sget-object v0, Lapp/larder/home/cetp/ProtocolKt;->V2_METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final hex([B)Ljava/lang/String;
    .registers 9

    const-string v1, "bytes"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 118
    new-instance v3, Ljava/lang/StringBuilder;

    array-length v2, p0

    mul-int/lit8 v2, v2, 0x2

    invoke-direct {v3, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    .line 119
    const/4 v4, 0x0

    array-length v5, p0

    :goto_0
    if-ge v4, v5, :cond_0

    aget-byte v6, p0, v4

    .line 120
    and-int/lit16 v7, v6, 0xff

    .line 121
    ushr-int/lit8 v2, v7, 0x4

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v2, v7, 0xf

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 119
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 123
    :cond_0
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "value"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "value"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final sha256Hex([B)Ljava/lang/String;
    .registers 4

    const-string v1, "bytes"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 126
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    const-string v2, "digest(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/larder/home/cetp/ProtocolKt;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5

    const-string v0, "requestId"

    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "data"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    const-string v0, "success"

    invoke-static {p0, v0}, Lapp/larder/home/cetp/ProtocolKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 52
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "data"

    invoke-virtual {v2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    return-object v2
.end method

.method public static final text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;
    .registers 8

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v3

    .line 82
    if-nez v3, :cond_1

    .line 83
    if-eqz p3, :cond_0

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    invoke-direct {v2, p1}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 84
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 86
    :cond_1
    instance-of v0, v3, Ljava/lang/String;

    if-eqz v0, :cond_2

    move-object v0, v3

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_2

    move-object v0, v3

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    if-le v0, p2, :cond_3

    :cond_2
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    invoke-direct {v2, p1}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 87
    :cond_3
    move-object v0, v3

    check-cast v0, Ljava/lang/String;

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic text$default(Lorg/json/JSONObject;Ljava/lang/String;IZILjava/lang/Object;)Ljava/lang/String;
    .registers 7

    .line 80
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x1

    :cond_0
    invoke-static {p0, p1, p2, p3}, Lapp/larder/home/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final toMap(Lorg/json/JSONObject;)Ljava/util/Map;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 101
    new-instance v3, Ljava/util/LinkedHashMap;

    invoke-direct {v3}, Ljava/util/LinkedHashMap;-><init>()V

    .line 102
    invoke-virtual {p0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v0

    const-string v2, "keys(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v4, v0

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    move-object v0, v3

    check-cast v0, Ljava/util/Map;

    invoke-virtual {p0, v5}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v2

    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 103
    :cond_0
    move-object v0, v3

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method public static final whole(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;)J
    .registers 13

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    invoke-virtual {p0, p1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, p6

    if-eqz p6, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    invoke-direct {v2, p1}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    :goto_0
    return-wide v0

    :cond_1
    move-object v3, v0

    .line 93
    instance-of v0, v3, Ljava/lang/Integer;

    if-nez v0, :cond_2

    instance-of v0, v3, Ljava/lang/Long;

    if-nez v0, :cond_2

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    invoke-direct {v2, p1}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 94
    :cond_2
    move-object v0, v3

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v4

    .line 95
    cmp-long v0, v4, p2

    if-ltz v0, :cond_3

    cmp-long v0, v4, p4

    if-lez v0, :cond_4

    :cond_3
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    invoke-direct {v2, p1}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 96
    :cond_4
    return-wide v4
.end method

.method public static synthetic whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J
    .registers 11

    .line 91
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_0

    const/4 p6, 0x0

    :cond_0
    invoke-static/range {p0 .. p6}, Lapp/larder/home/cetp/ProtocolKt;->whole(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;)J

    move-result-wide v0

    return-wide v0
.end method
