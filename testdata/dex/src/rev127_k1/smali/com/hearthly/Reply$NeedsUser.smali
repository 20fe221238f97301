.class public final Lcom/hearthly/Reply$NeedsUser;
.super Ljava/lang/Object;
.source "Reply.kt"

# interfaces
.implements Lcom/hearthly/Reply;

# instance fields
.field private final prompt:Ljava/lang/String;
.field private final resolution:Landroid/app/PendingIntent;
.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 5
    const-string v0, "prompt"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resolution"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    iput-object p2, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iput-object p3, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/hearthly/Reply$NeedsUser;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lcom/hearthly/Reply$NeedsUser;
    .registers 7
    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
:L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
:L24
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
:L36
    invoke-virtual {p0, p1, p2, p3}, Lcom/hearthly/Reply$NeedsUser;->copy(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/hearthly/Reply$NeedsUser;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Landroid/app/PendingIntent;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/hearthly/Reply$NeedsUser;
    .registers 6
    const-string v1, "prompt"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resolution"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthly/Reply$NeedsUser;
    invoke-direct {v0, p1, p2, p3}, Lcom/hearthly/Reply$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/hearthly/Reply$NeedsUser;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/hearthly/Reply$NeedsUser;
    move-object v2, v0
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v2, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    const/4 v0, 0x1
    return v0
.end method

.method public final getPrompt()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, p0, Lcom/hearthly/Reply$NeedsUser;->prompt:Ljava/lang/String;
    iget-object v1, p0, Lcom/hearthly/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v2, p0, Lcom/hearthly/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "NeedsUser(prompt="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", resolution="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v4, ", resumeToken="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
