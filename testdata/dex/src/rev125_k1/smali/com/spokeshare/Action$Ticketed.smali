.class public final Lcom/spokeshare/Action$Ticketed;
.super Lcom/spokeshare/Action;
.source "Mvi.kt"

# instance fields
.field private final resolution:Landroid/app/PendingIntent;
.field private final token:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;)V
    .registers 4
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resolution"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/Action;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    iput-object p2, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/Action$Ticketed;Ljava/lang/String;Landroid/app/PendingIntent;ILjava/lang/Object;)Lcom/spokeshare/Action$Ticketed;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
:L11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L22
    iget-object p2, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
:L22
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/Action$Ticketed;->copy(Ljava/lang/String;Landroid/app/PendingIntent;)Lcom/spokeshare/Action$Ticketed;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Landroid/app/PendingIntent;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Landroid/app/PendingIntent;)Lcom/spokeshare/Action$Ticketed;
    .registers 5
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resolution"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/Action$Ticketed;
    invoke-direct {v0, p1, p2}, Lcom/spokeshare/Action$Ticketed;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/Action$Ticketed;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/Action$Ticketed;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v2, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/Action$Ticketed;->token:Ljava/lang/String;
    iget-object v1, p0, Lcom/spokeshare/Action$Ticketed;->resolution:Landroid/app/PendingIntent;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Ticketed(token="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", resolution="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
