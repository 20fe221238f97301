.class public final Lcom/spokeshare/State$Waiting;
.super Lcom/spokeshare/State;
.source "Mvi.kt"

# instance fields
.field private final prompt:Ljava/lang/String;
.field private final resolution:Landroid/app/PendingIntent;
.field private final token:Ljava/lang/String;
.field private final work:Lcom/spokeshare/State$Working;


# direct methods
.method public constructor <init>(Lcom/spokeshare/State$Working;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;)V
    .registers 6
    const-string v0, "work"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "prompt"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resolution"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/State;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    iput-object p2, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    iput-object p3, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    iput-object p4, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/State$Waiting;Lcom/spokeshare/State$Working;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;ILjava/lang/Object;)Lcom/spokeshare/State$Waiting;
    .registers 8
    and-int/lit8 v0, p5, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
:L12
    and-int/lit8 v0, p5, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
:L24
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
:L36
    and-int/lit8 v0, p5, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
:L50
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/spokeshare/State$Waiting;->copy(Lcom/spokeshare/State$Working;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;)Lcom/spokeshare/State$Waiting;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/spokeshare/State$Working;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Landroid/app/PendingIntent;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final copy(Lcom/spokeshare/State$Working;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;)Lcom/spokeshare/State$Waiting;
    .registers 7
    const-string v1, "work"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resolution"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/State$Waiting;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/spokeshare/State$Waiting;-><init>(Lcom/spokeshare/State$Working;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/State$Waiting;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/State$Waiting;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    iget-object v1, v2, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v2, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L85
    const/4 v0, 0x0
    return v0
:L85
    const/4 v0, 0x1
    return v0
.end method

.method public final getPrompt()Ljava/lang/String;
    .registers 2
    .line 47
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 47
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 47
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getWork()Lcom/spokeshare/State$Working;
    .registers 2
    .line 47
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    invoke-virtual {v0}, Lcom/spokeshare/State$Working;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, p0, Lcom/spokeshare/State$Waiting;->work:Lcom/spokeshare/State$Working;
    iget-object v1, p0, Lcom/spokeshare/State$Waiting;->prompt:Ljava/lang/String;
    iget-object v2, p0, Lcom/spokeshare/State$Waiting;->token:Ljava/lang/String;
    iget-object v3, p0, Lcom/spokeshare/State$Waiting;->resolution:Landroid/app/PendingIntent;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Waiting(work="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ", prompt="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", token="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", resolution="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
