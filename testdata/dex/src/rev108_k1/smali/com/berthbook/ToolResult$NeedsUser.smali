.class public final Lcom/berthbook/ToolResult$NeedsUser;
.super Ljava/lang/Object;
.source "ToolResult.kt"

# interfaces
.implements Lcom/berthbook/ToolResult;

# instance fields
.field private final resolution:Landroid/app/PendingIntent;
.field private final resume:Ljava/lang/String;


# direct methods
.method private constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 5
    const-string v1, "resolution"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resume"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iput-object v4, v2, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy-lSJluMY$default(Lcom/berthbook/ToolResult$NeedsUser;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lcom/berthbook/ToolResult$NeedsUser;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    move-object v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/ToolResult$NeedsUser;->copy-lSJluMY(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/berthbook/ToolResult$NeedsUser;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5
    invoke-direct {v1, v2, v3}, Lcom/berthbook/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getResume-lbpSSaI()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Landroid/app/PendingIntent;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final component2-lbpSSaI()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    return-object v0
.end method

.method public final copy-lSJluMY(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/berthbook/ToolResult$NeedsUser;
    .registers 8
    const-string v1, "resolution"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resume"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/berthbook/ToolResult$NeedsUser;
    const/4 v4, 0x0
    invoke-direct {v0, v6, v7, v4}, Lcom/berthbook/ToolResult$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v4, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    invoke-static {v1}, Lcom/berthbook/ResumeToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "NeedsUser(resolution="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ", resume="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v0}, Landroid/app/PendingIntent;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    invoke-static {v1}, Lcom/berthbook/ResumeToken;->hashCode-impl(Ljava/lang/String;)I
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
    instance-of v0, v4, Lcom/berthbook/ToolResult$NeedsUser;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/berthbook/ToolResult$NeedsUser;
    move-object v2, v0
    iget-object v0, v3, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v2, Lcom/berthbook/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, v3, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/ToolResult$NeedsUser;->resume:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/berthbook/ResumeToken;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

