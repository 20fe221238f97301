.class public final Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lapp/tallybook/budget/cetp/ToolResult;


# instance fields
.field private final code:Lapp/tallybook/budget/cetp/ErrorCode;

.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 71
    iput-object p1, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    .line 72
    iput-object p2, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    .line 73
    iput-object p3, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    .line 74
    iput-object p4, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    .line 70
    return-void
.end method

.method public static synthetic copy$default(Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->copy(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lapp/tallybook/budget/cetp/ErrorCode;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Landroid/app/PendingIntent;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;
    .registers 7

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resolution"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resumeToken"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    invoke-direct {v0, p1, p2, p3, p4}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    move-object v2, v0

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    iget-object v1, v2, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getCode()Lapp/tallybook/budget/cetp/ErrorCode;
    .registers 2

    .line 71
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 72
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 73
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 74
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/ErrorCode;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->code:Lapp/tallybook/budget/cetp/ErrorCode;

    iget-object v1, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->message:Ljava/lang/String;

    iget-object v2, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iget-object v3, p0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;->resumeToken:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "NeedsUser(code="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", message="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", resolution="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", resumeToken="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
