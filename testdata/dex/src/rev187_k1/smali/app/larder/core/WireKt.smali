.class public final Lapp/larder/core/WireKt;
.super Ljava/lang/Object;
.source "Wire.kt"


# static fields
.field public static final MAX_INLINE_BYTES:I = 0x40000

.field public static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final RETRYABLE:Ljava/util/Set;

.field public static final VERSION:I = 0x2


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 14
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "NEGOTIATION_REQUIRED"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "RATE_LIMITED"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "UNAVAILABLE"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/larder/core/WireKt;->RETRYABLE:Ljava/util/Set;

    return-void
.end method

.method public static final acceptedReply(Ljava/lang/String;Ljava/lang/String;)Lapp/larder/core/Reply;
    .registers 6

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "poll_after_ms"

    const/16 v3, 0x3e8

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v2, "accepted"

    invoke-static {p0, v1, v2}, Lapp/larder/core/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final errorReply(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/core/Reply;
    .registers 13

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    move-object v4, v3

    const/4 v5, 0x0

    .line 27
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    const-string v1, "error_code"

    invoke-virtual {v4, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    const-string v1, "error_message"

    invoke-virtual {v4, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 30
    sget-object v2, Lapp/larder/core/WireKt;->RETRYABLE:Ljava/util/Set;

    invoke-interface {v2, p0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 31
    if-eqz p3, :cond_0

    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 32
    :cond_0
    move-object v0, p2

    if-eqz p2, :cond_1

    move-object v6, v0

    .line 60
    const/4 v7, 0x0

    .line 32
    const-string v1, "request_id"

    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 26
    :cond_1
    :goto_0
    move-object v8, v3

    new-instance v0, Lapp/larder/core/Reply;

    invoke-direct {v0, v8}, Lapp/larder/core/Reply;-><init>(Landroid/os/Bundle;)V

    .line 33
    return-object v0
.end method

.method public static synthetic errorReply$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lapp/larder/core/Reply;
    .registers 7

    .line 26
    and-int/lit8 v0, p4, 0x8

    if-eqz v0, :cond_0

    const/4 p3, 0x1

    :cond_0
    invoke-static {p0, p1, p2, p3}, Lapp/larder/core/WireKt;->errorReply(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;
    .registers 4

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    new-instance v0, Lapp/larder/core/Refusal;

    invoke-direct {v0, p0, p1}, Lapp/larder/core/Refusal;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0
.end method

.method public static final inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;
    .registers 7

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "kind"

    const-string v3, "inline"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "value"

    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {p0, v1, v2, v3, v4}, Lapp/larder/core/WireKt;->successReply$default(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final strings(Lorg/json/JSONArray;)Ljava/util/List;
    .registers 15

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    const/4 v5, 0x0

    .line 67
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 68
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v9

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v10

    .line 69
    move v11, v10

    move-object v13, v7

    const/4 v12, 0x0

    .line 58
    invoke-virtual {p0, v11}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    .line 69
    invoke-interface {v13, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 70
    :cond_0
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 58
    return-object v0
.end method

.method public static final successReply(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/core/Reply;
    .registers 12

    const-string v1, "data"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "status"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    move-object v4, v3

    const/4 v5, 0x0

    .line 36
    const-string v1, "status"

    invoke-virtual {v4, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 37
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 38
    move-object v0, p0

    if-eqz p0, :cond_0

    move-object v6, v0

    .line 60
    const/4 v7, 0x0

    .line 38
    const-string v1, "request_id"

    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 39
    :cond_0
    :goto_0
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 35
    move-object v8, v3

    new-instance v0, Lapp/larder/core/Reply;

    invoke-direct {v0, v8}, Lapp/larder/core/Reply;-><init>(Landroid/os/Bundle;)V

    .line 40
    return-object v0
.end method

.method public static synthetic successReply$default(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/core/Reply;
    .registers 6

    .line 35
    and-int/lit8 v0, p3, 0x4

    if-eqz v0, :cond_0

    const-string p2, "success"

    :cond_0
    invoke-static {p0, p1, p2}, Lapp/larder/core/WireKt;->successReply(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final toJsonArray(Ljava/lang/Iterable;)Lorg/json/JSONArray;
    .registers 13

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    move-object v3, p0

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    const/4 v5, 0x0

    .line 61
    move-object v6, v4

    .line 62
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    move-object v1, v8

    check-cast v1, Ljava/lang/String;

    move-object v9, v1

    move-object v10, v6

    const/4 v11, 0x0

    .line 54
    invoke-virtual {v10, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    move-object v6, v0

    goto :goto_0

    .line 54
    :cond_0
    return-object v6
.end method

.method public static final toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;
    .registers 13

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    move-object v3, p0

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    const/4 v5, 0x0

    .line 64
    move-object v6, v4

    .line 65
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    move-object v1, v8

    check-cast v1, Lorg/json/JSONObject;

    move-object v9, v1

    move-object v10, v6

    const/4 v11, 0x0

    .line 56
    invoke-virtual {v10, v9}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    move-object v6, v0

    goto :goto_0

    .line 56
    :cond_0
    return-object v6
.end method

.method public static final userActionReply(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lapp/larder/core/Reply;
    .registers 12

    const-string v1, "requestId"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resolution"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resumeToken"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    move-object v2, p0

    const-string v0, "USER_ACTION_REQUIRED"

    const-string v1, "Confirm this action in Larder"

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/core/WireKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v6

    move-object v7, v6

    const/4 v8, 0x0

    .line 50
    invoke-virtual {v7}, Lapp/larder/core/Reply;->getBundle()Landroid/os/Bundle;

    move-result-object v0

    move-object v2, p1

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 51
    invoke-virtual {v7}, Lapp/larder/core/Reply;->getBundle()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "resume_token"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    return-object v6
.end method
