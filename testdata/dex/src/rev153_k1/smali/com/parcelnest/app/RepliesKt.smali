.class public final Lcom/parcelnest/app/RepliesKt;
.super Ljava/lang/Object;
.source "Replies.kt"


# direct methods
.method public static final failure(Ljava/lang/String;Ljava/lang/String;Z)Lkotlin/jvm/functions/Function1;
    .registers 5

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    new-instance v0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0, p1, p2}, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 22
    return-object v0
.end method

.method public static synthetic failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;
    .registers 6

    .line 17
    and-int/lit8 v0, p3, 0x4

    if-eqz v0, :cond_0

    const/4 p2, 0x0

    :cond_0
    invoke-static {p0, p1, p2}, Lcom/parcelnest/app/RepliesKt;->failure(Ljava/lang/String;Ljava/lang/String;Z)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    return-object v0
.end method

.method public static final failure$lambda$0(Ljava/lang/String;Ljava/lang/String;ZLandroid/os/Bundle;)Lkotlin/Unit;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    const-string v1, "status"

    const-string v2, "error"

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    const-string v1, "error_code"

    invoke-virtual {p3, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 20
    const-string v1, "error_message"

    invoke-virtual {p3, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 21
    const-string v1, "retryable"

    invoke-virtual {p3, v1, p2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 22
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final fileResult(Ljava/io/File;I)Lkotlin/jvm/functions/Function1;
    .registers 8

    const-string v1, "file"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-static {p0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v4

    .line 34
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "file"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "media_type"

    const-string v2, "application/json"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 35
    invoke-virtual {p0}, Ljava/io/File;->length()J

    move-result-wide v2

    const-string v1, "size_bytes"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {p0}, Lkotlin/io/FilesKt;->readBytes(Ljava/io/File;)[B

    move-result-object v2

    invoke-static {v2}, Lcom/parcelnest/app/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v2

    const-string v1, "sha256"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 36
    new-instance v0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;

    invoke-direct {v0, v5, v4}, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda3;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static final fileResult$lambda$0(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Landroid/os/Bundle;)Lkotlin/Unit;
    .registers 6

    const-string v1, "<this>"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    invoke-virtual {p0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    move-object v2, p1

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 40
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;
    .registers 5

    const-string v1, "resolution"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    new-instance v0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;

    invoke-direct {v0, p2, p0, p1}, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    .line 29
    return-object v0
.end method

.method public static final needsUser$lambda$0(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/Bundle;)Lkotlin/Unit;
    .registers 9

    const-string v1, "<this>"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const-string v0, "USER_ACTION_REQUIRED"

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, p0, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    invoke-interface {v0, p3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    move-object v2, p1

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {p3, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 28
    const-string v1, "resume_token"

    invoke-virtual {p3, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 29
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final reply(Landroid/os/Bundle;Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "reply"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    move-object v3, p0

    move-object v4, v3

    const/4 v5, 0x0

    .line 45
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 46
    move-object v0, p1

    if-eqz p1, :cond_0

    move-object v6, v0

    .line 60
    const/4 v7, 0x0

    .line 46
    const-string v1, "request_id"

    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 47
    :cond_0
    :goto_0
    invoke-interface {p2, v4}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    return-object v3
.end method

.method public static final success(Lorg/json/JSONObject;)Lkotlin/jvm/functions/Function1;
    .registers 3

    const-string v1, "value"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    new-instance v0, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/parcelnest/app/RepliesKt$$ExternalSyntheticLambda0;-><init>(Lorg/json/JSONObject;)V

    .line 15
    return-object v0
.end method

.method public static final success$lambda$0(Lorg/json/JSONObject;Landroid/os/Bundle;)Lkotlin/Unit;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const-string v1, "status"

    const-string v2, "success"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 14
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "value"

    invoke-virtual {v2, v3, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 15
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method
