.class public final Lapp/larder/home/cetp/FailuresKt;
.super Ljava/lang/Object;
.source "Failures.kt"


# direct methods
.method public static final toBundle(Lapp/larder/home/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 15

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    move-object v11, p0

    .line 23
    instance-of v0, v11, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    if-eqz v0, :cond_0

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_ARGS:Lapp/larder/home/cetp/ErrorCode;

    move-object v2, p0

    check-cast v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    invoke-virtual {v2}, Lapp/larder/home/cetp/ToolFailure$BadArgs;->getField()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Argument \'"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, "\' is missing or not valid."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 24
    :cond_0
    instance-of v0, v11, Lapp/larder/home/cetp/ToolFailure$NotGranted;

    if-eqz v0, :cond_1

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/home/cetp/ErrorCode;

    move-object v2, p0

    check-cast v2, Lapp/larder/home/cetp/ToolFailure$NotGranted;

    invoke-virtual {v2}, Lapp/larder/home/cetp/ToolFailure$NotGranted;->getMissing()Ljava/util/List;

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

    const-string v4, "Grant these scopes in Larder first: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 25
    :cond_1
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$ReusedRequestId;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$ReusedRequestId;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "This request_id was used for a different call."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 26
    :cond_2
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$InFlight;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$InFlight;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->CONFLICT:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "This request is still being processed."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_0

    .line 27
    :cond_3
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The deadline passed before anything was changed."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 28
    :cond_4
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$Declined;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Declined;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->USER_CANCELLED:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The user did not approve this action."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 29
    :cond_5
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$BadResume;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$BadResume;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The resume_token does not match this call."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 30
    :cond_6
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$NotNegotiated;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$NotNegotiated;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->UNSUPPORTED_CAPABILITY:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "That capability was not negotiated."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 31
    :cond_7
    sget-object v1, Lapp/larder/home/cetp/ToolFailure$Unavailable;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Unavailable;

    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_8

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->UNAVAILABLE:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "Larder cannot do this right now; try again later."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 32
    :cond_8
    instance-of v0, v11, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;

    if-eqz v0, :cond_9

    .line 33
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "Confirm this action in Larder."

    invoke-static {p1, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v12

    .line 34
    move-object v2, p0

    check-cast v2, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;

    invoke-virtual {v2}, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;->getResolution()Landroid/app/PendingIntent;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "resolution"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 35
    move-object v2, p0

    check-cast v2, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;

    invoke-virtual {v2}, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "resume_token"

    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 36
    move-object v0, v12

    goto :goto_0

    .line 22
    :cond_9
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 38
    :goto_0
    return-object v0
.end method
