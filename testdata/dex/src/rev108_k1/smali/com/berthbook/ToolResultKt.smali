.class public final Lcom/berthbook/ToolResultKt;
.super Ljava/lang/Object;
.source "ToolResult.kt"


# direct methods
.method public static final toBundle(Lcom/berthbook/ToolResult;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    move-object v3, v7
    .line 16
    instance-of v0, v3, Lcom/berthbook/ToolResult$Ok;
    if-eqz v0, :L34
    move-object v0, v7
    check-cast v0, Lcom/berthbook/ToolResult$Ok;
    invoke-virtual {v0}, Lcom/berthbook/ToolResult$Ok;->getJson()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v8}, Lcom/berthbook/ToolResultKt;->okData(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L191
:L34
    .line 17
    instance-of v0, v3, Lcom/berthbook/ToolResult$Failed;
    if-eqz v0, :L62
    move-object v0, v7
    check-cast v0, Lcom/berthbook/ToolResult$Failed;
    invoke-virtual {v0}, Lcom/berthbook/ToolResult$Failed;->getCode()Ljava/lang/String;
    move-result-object v0
    move-object v1, v7
    check-cast v1, Lcom/berthbook/ToolResult$Failed;
    invoke-virtual {v1}, Lcom/berthbook/ToolResult$Failed;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1, v8}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L191
:L62
    .line 18
    instance-of v0, v3, Lcom/berthbook/ToolResult$NeedsUser;
    if-eqz v0, :L120
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm this in BerthBook"
    invoke-static {v0, v1, v8}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    move-object v5, v4
    const/4 v6, 0x0
    .line 19
    const-string v1, "resolution"
    move-object v2, v7
    check-cast v2, Lcom/berthbook/ToolResult$NeedsUser;
    invoke-virtual {v2}, Lcom/berthbook/ToolResult$NeedsUser;->getResolution()Landroid/app/PendingIntent;
    move-result-object v2
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 20
    const-string v1, "resume_token"
    move-object v2, v7
    check-cast v2, Lcom/berthbook/ToolResult$NeedsUser;
    invoke-virtual {v2}, Lcom/berthbook/ToolResult$NeedsUser;->getResume-lbpSSaI()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    nop
    .line 18
    move-object v0, v4
    goto :L191
:L120
    .line 22
    sget-object v1, Lcom/berthbook/ToolResult$Denied;->INSTANCE:Lcom/berthbook/ToolResult$Denied;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L141
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "this app may not use the tool"
    invoke-static {v0, v1, v8}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L191
:L141
    .line 23
    sget-object v1, Lcom/berthbook/ToolResult$Unknown;->INSTANCE:Lcom/berthbook/ToolResult$Unknown;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L162
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1, v8}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L191
:L162
    .line 24
    sget-object v1, Lcom/berthbook/ToolResult$Expired;->INSTANCE:Lcom/berthbook/ToolResult$Expired;
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L183
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "the deadline has passed"
    invoke-static {v0, v1, v8}, Lcom/berthbook/ToolResultKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L191
:L183
    .line 15
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
:L191
    .line 25
    return-object v0
.end method

.method public static final okData(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v1, "data"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    move-object v3, v4
    const/4 v5, 0x0
    .line 28
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 30
    const-string v1, "request_id"
    invoke-virtual {v3, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    const-string v1, "data"
    invoke-virtual {v3, v1, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    nop
    .line 27
    .line 32
    return-object v4
.end method

.method public static final errorBundle(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "code"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    move-object v4, v5
    const/4 v6, 0x0
    .line 35
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const-string v1, "error_code"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "error_message"
    invoke-virtual {v4, v1, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    const-string v1, "retryable"
    const-string v3, "NEGOTIATION_REQUIRED"
    invoke-static {v7, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    move-object v0, v4
    if-nez v2, :L73
    const-string v3, "UNAVAILABLE"
    invoke-static {v7, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :L77
:L73
    const/4 v2, 0x1
    goto :L78
:L77
    const/4 v2, 0x0
:L78
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 39
    if-eqz v9, :L101
    .line 40
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 41
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L101
    .line 43
    nop
    .line 34
    .line 43
    return-object v5
.end method

.method public static final supportsV2(Landroid/os/Bundle;)Z
    .registers 3
    const-string v1, "req"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    const-string v1, "consumer_versions"
    invoke-virtual {v2, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I
    move-result-object v0
    if-eqz v0, :L32
    const/4 v1, 0x2
    invoke-static {v0, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    const/4 v1, 0x1
    if-ne v0, v1, :L28
    const/4 v0, 0x1
    goto :L34
:L28
    const/4 v0, 0x0
    goto :L34
:L32
    const/4 v0, 0x0
:L34
    return v0
.end method

.method public static final negotiated-B7_RZS0(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    const-string v1, "providerId"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    move-object v7, v6
    const/4 v8, 0x0
    .line 48
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    .line 50
    const-string v1, "data"
    .line 51
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"selected_version\":2,\"provider_id\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\",\"session_token\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    .line 49
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    nop
    .line 47
    .line 55
    return-object v6
.end method

