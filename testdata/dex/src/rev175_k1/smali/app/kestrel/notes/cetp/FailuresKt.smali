.class public final Lapp/kestrel/notes/cetp/FailuresKt;
.super Ljava/lang/Object;
.source "Failures.kt"


# direct methods
.method public static final toBundle(Lapp/kestrel/notes/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 15

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    move-object v11, p0

    .line 8
    instance-of v0, v11, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;

    if-eqz v0, :cond_0

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_ARGS:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object v2, p0

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/ToolFailure$BadArgs;->getField()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Argument \'"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\' is missing or has the wrong type."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 9
    :cond_0
    instance-of v0, v11, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;

    if-eqz v0, :cond_1

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/kestrel/notes/cetp/ErrorCode;

    move-object v2, p0

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/ToolFailure$NotGranted;->getMissing()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const-string v3, ", "

    check-cast v3, Ljava/lang/CharSequence;

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/16 v9, 0x3e

    const/4 v10, 0x0

    invoke-static/range {v2 .. v10}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Missing scopes: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 10
    :cond_1
    instance-of v0, v11, Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;

    if-eqz v0, :cond_2

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "request_id was already used with other arguments."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 11
    :cond_2
    sget-object v1, Lapp/kestrel/notes/cetp/ToolFailure$InFlight;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$InFlight;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->CONFLICT:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "This request is already running."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 12
    :cond_3
    sget-object v1, Lapp/kestrel/notes/cetp/ToolFailure$Late;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Late;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "The deadline passed before the tool started."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 13
    :cond_4
    sget-object v1, Lapp/kestrel/notes/cetp/ToolFailure$Declined;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$Declined;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->USER_CANCELLED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "The user declined this action."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 14
    :cond_5
    sget-object v1, Lapp/kestrel/notes/cetp/ToolFailure$BadResume;->INSTANCE:Lapp/kestrel/notes/cetp/ToolFailure$BadResume;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INVALID_REQUEST:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "resume_token is not valid for this call."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 15
    :cond_6
    instance-of v0, v11, Lapp/kestrel/notes/cetp/ToolFailure$Pending;

    if-eqz v0, :cond_7

    .line 16
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "Confirm this action in Kestrel."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    .line 17
    move-object v2, p0

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure$Pending;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/ToolFailure$Pending;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 18
    move-object v2, p0

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure$Pending;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/ToolFailure$Pending;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 19
    move-object v0, v12

    goto :goto_0

    .line 21
    :cond_7
    instance-of v0, v11, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    if-eqz v0, :cond_8

    .line 22
    move-object v1, p0

    check-cast v1, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    invoke-virtual {v1}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->getTool-3Kp2Zfk()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lapp/kestrel/notes/cetp/ToolName;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, p0

    check-cast v2, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    const-string v0, "KestrelTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 23
    sget-object v1, Lapp/kestrel/notes/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/kestrel/notes/cetp/ErrorCode;

    const-string v2, "The tool could not finish; nothing was changed."

    invoke-static {p1, v1, v2}, Lapp/kestrel/notes/cetp/WireKt;->errorBundle(Ljava/lang/String;Lapp/kestrel/notes/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 7
    :cond_8
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 25
    :goto_0
    return-object v0
.end method
