.class public final Lcom/tidelog/ToolResult$NeedsUser;
.super Ljava/lang/Object;
.source "Tool.kt"

# interfaces
.implements Lcom/tidelog/ToolResult;

.field private final resolution:Landroid/app/PendingIntent;
.field private final resumeToken:Ljava/lang/String;

.method public constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 4
    const-string v0, "resolution"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iput-object v3, v1, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    return-void
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Landroid/app/PendingIntent;
    .registers 2
    iget-object v0, v1, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/tidelog/ToolResult$NeedsUser;
    .registers 5
    const-string v1, "resolution"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/tidelog/ToolResult$NeedsUser;
    invoke-direct {v0, v3, v4}, Lcom/tidelog/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/tidelog/ToolResult$NeedsUser;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lcom/tidelog/ToolResult$NeedsUser;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    move-object v3, v0
    :L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    move-object v4, v0
    :L22
    invoke-virtual {v2, v3, v4}, Lcom/tidelog/ToolResult$NeedsUser;->copy(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/tidelog/ToolResult$NeedsUser;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "NeedsUser(resolution="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", resumeToken="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, v2, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v0}, Landroid/app/PendingIntent;->hashCode()I
    move-result v0
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v4, Lcom/tidelog/ToolResult$NeedsUser;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v4, Lcom/tidelog/ToolResult$NeedsUser;
    move-object v2, v4
    iget-object v0, v3, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v2, Lcom/tidelog/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
    :L37
    iget-object v0, v3, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    iget-object v1, v2, Lcom/tidelog/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
    :L53
    const/4 v0, 0x1
    return v0
.end method

