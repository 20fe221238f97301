.class public final Lapp/keelson/backup/cetp/OutcomeKt;
.super Ljava/lang/Object;
.source "Outcome.kt"


# static fields
.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "app.keelson.backup.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.keelson.backup.extra.RESUME_TOKEN"


# direct methods
.method public static final errorJson(Ljava/lang/String;Ljava/lang/String;Z)Ljava/lang/String;
    .registers 6

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 84
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "error_code"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "error_message"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "retryable"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final outcomeFor(Lapp/keelson/backup/data/Replay;Lapp/keelson/backup/cetp/Call;)Lapp/keelson/backup/cetp/Outcome;
    .registers 8

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    invoke-virtual {p0}, Lapp/keelson/backup/data/Replay;->getTool()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lapp/keelson/backup/data/Replay;->getDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lapp/keelson/backup/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 76
    :cond_0
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was already used for another call."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_0

    .line 77
    :cond_1
    invoke-virtual {p0}, Lapp/keelson/backup/data/Replay;->getState()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Failed;

    const-string v2, "CONFLICT"

    const-string v3, "This request is still running."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lapp/keelson/backup/cetp/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_0

    .line 78
    :cond_2
    invoke-virtual {p0}, Lapp/keelson/backup/data/Replay;->getState()Ljava/lang/String;

    move-result-object v0

    const-string v1, "accepted"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Accepted;

    invoke-virtual {p0}, Lapp/keelson/backup/data/Replay;->getPayload()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_3

    const-string v2, ""

    :cond_3
    invoke-static {v2}, Lapp/keelson/backup/cetp/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-wide/16 v3, 0x3e8

    const/4 v5, 0x0

    invoke-direct {v0, v2, v3, v4, v5}, Lapp/keelson/backup/cetp/Outcome$Accepted;-><init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    goto :goto_0

    .line 79
    :cond_4
    new-instance v0, Lapp/keelson/backup/cetp/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p0}, Lapp/keelson/backup/data/Replay;->getPayload()Ljava/lang/String;

    move-result-object v4

    if-nez v4, :cond_5

    const-string v4, ""

    :cond_5
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/keelson/backup/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/keelson/backup/cetp/Outcome;

    .line 80
    :goto_0
    return-object v0
.end method

.method public static final resolution(Lapp/keelson/backup/cetp/Outcome$NeedsUser;Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getScreen()Landroid/content/ComponentName;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v0

    .line 67
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getToken-cCoZ3Bk()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.keelson.backup.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 68
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getSummary()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.keelson.backup.extra.SUMMARY"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 69
    invoke-virtual {p0}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getToken-cCoZ3Bk()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final toReply(Lapp/keelson/backup/cetp/Outcome;Landroid/content/Context;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    move-object v6, p0

    .line 37
    instance-of v0, v6, Lapp/keelson/backup/cetp/Outcome$Done;

    if-eqz v0, :cond_0

    .line 38
    const-string v1, "success"

    invoke-static {p2, v1}, Lapp/keelson/backup/cetp/ProtocolKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    .line 39
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lapp/keelson/backup/cetp/Outcome$Done;

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    move-object v0, v7

    goto/16 :goto_0

    .line 42
    :cond_0
    instance-of v0, v6, Lapp/keelson/backup/cetp/Outcome$File;

    if-eqz v0, :cond_1

    .line 43
    const-string v1, "success"

    invoke-static {p2, v1}, Lapp/keelson/backup/cetp/ProtocolKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    .line 44
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "media_type"

    const-string v4, "application/json"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 45
    move-object v4, p0

    check-cast v4, Lapp/keelson/backup/cetp/Outcome$File;

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Outcome$File;->getSize()J

    move-result-wide v4

    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lapp/keelson/backup/cetp/Outcome$File;

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Outcome$File;->getSha256()Ljava/lang/String;

    move-result-object v4

    const-string v3, "sha256"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    .line 44
    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    move-object v2, p0

    check-cast v2, Lapp/keelson/backup/cetp/Outcome$File;

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/Outcome$File;->getFd()Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 47
    move-object v0, v7

    goto/16 :goto_0

    .line 49
    :cond_1
    instance-of v0, v6, Lapp/keelson/backup/cetp/Outcome$Accepted;

    if-eqz v0, :cond_2

    .line 50
    const-string v1, "accepted"

    invoke-static {p2, v1}, Lapp/keelson/backup/cetp/ProtocolKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    .line 51
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object v4, p0

    check-cast v4, Lapp/keelson/backup/cetp/Outcome$Accepted;

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Outcome$Accepted;->getOperation-UOcBs7U()Ljava/lang/String;

    move-result-object v4

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object v4, p0

    check-cast v4, Lapp/keelson/backup/cetp/Outcome$Accepted;

    invoke-virtual {v4}, Lapp/keelson/backup/cetp/Outcome$Accepted;->getPollAfterMs()J

    move-result-wide v4

    const-string v3, "poll_after_ms"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    move-object v0, v7

    goto :goto_0

    .line 54
    :cond_2
    instance-of v0, v6, Lapp/keelson/backup/cetp/Outcome$Status;

    if-eqz v0, :cond_3

    move-object v1, p0

    check-cast v1, Lapp/keelson/backup/cetp/Outcome$Status;

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Outcome$Status;->getData()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/keelson/backup/cetp/ProtocolKt;->plain(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 55
    :cond_3
    instance-of v0, v6, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    if-eqz v0, :cond_4

    .line 56
    move-object v1, p0

    check-cast v1, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getCode()Ljava/lang/String;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getMessage()Ljava/lang/String;

    move-result-object v2

    move-object v0, p2

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/keelson/backup/cetp/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v7

    .line 57
    move-object v2, p0

    check-cast v2, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    invoke-static {v2, p1}, Lapp/keelson/backup/cetp/OutcomeKt;->resolution(Lapp/keelson/backup/cetp/Outcome$NeedsUser;Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 58
    move-object v2, p0

    check-cast v2, Lapp/keelson/backup/cetp/Outcome$NeedsUser;

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->getToken-cCoZ3Bk()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    move-object v0, v7

    goto :goto_0

    .line 61
    :cond_4
    instance-of v0, v6, Lapp/keelson/backup/cetp/Outcome$Failed;

    if-eqz v0, :cond_5

    move-object v1, p0

    check-cast v1, Lapp/keelson/backup/cetp/Outcome$Failed;

    invoke-virtual {v1}, Lapp/keelson/backup/cetp/Outcome$Failed;->getCode()Ljava/lang/String;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/keelson/backup/cetp/Outcome$Failed;

    invoke-virtual {v2}, Lapp/keelson/backup/cetp/Outcome$Failed;->getMessage()Ljava/lang/String;

    move-result-object v2

    move-object v3, p0

    check-cast v3, Lapp/keelson/backup/cetp/Outcome$Failed;

    invoke-virtual {v3}, Lapp/keelson/backup/cetp/Outcome$Failed;->getRetryable()Z

    move-result v3

    invoke-static {p2, v1, v2, v3}, Lapp/keelson/backup/cetp/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 36
    :cond_5
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 62
    :goto_0
    return-object v0
.end method
