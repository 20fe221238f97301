.class public final Lcom/brambleway/Reply$NeedsUser;
.super Ljava/lang/Object;
.source "Reply.kt"

# interfaces
.implements Lcom/brambleway/Reply;

# instance fields
.field private final code:Ljava/lang/String;
.field private final prompt:Ljava/lang/String;
.field private final resolution:Landroid/app/PendingIntent;
.field private final token:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "prompt"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resolution"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    iput-object p3, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iput-object p4, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/brambleway/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    return-void
.end method

.method public static synthetic copy-ShpbAyE$default(Lcom/brambleway/Reply$NeedsUser;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lcom/brambleway/Reply$NeedsUser;
    .registers 8
    and-int/lit8 v0, p5, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
:L12
    and-int/lit8 v0, p5, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
:L24
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
:L36
    and-int/lit8 v0, p5, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
:L50
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/brambleway/Reply$NeedsUser;->copy-ShpbAyE(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/brambleway/Reply$NeedsUser;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Landroid/app/PendingIntent;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final component4-UQajaAk()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final copy-ShpbAyE(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/brambleway/Reply$NeedsUser;
    .registers 11
    const-string v1, "code"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resolution"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/brambleway/Reply$NeedsUser;
    move-object v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/Reply$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Reply$NeedsUser;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Reply$NeedsUser;
    move-object v2, v0
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    iget-object v1, v2, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    iget-object v1, v2, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v1, v2, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    iget-object v1, v2, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/brambleway/ResumeToken;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L85
    const/4 v0, 0x0
    return v0
:L85
    const/4 v0, 0x1
    return v0
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final getPrompt()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getToken-UQajaAk()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    invoke-static {v1}, Lcom/brambleway/ResumeToken;->hashCode-impl(Ljava/lang/String;)I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, p0, Lcom/brambleway/Reply$NeedsUser;->code:Ljava/lang/String;
    iget-object v1, p0, Lcom/brambleway/Reply$NeedsUser;->prompt:Ljava/lang/String;
    iget-object v2, p0, Lcom/brambleway/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iget-object v3, p0, Lcom/brambleway/Reply$NeedsUser;->token:Ljava/lang/String;
    invoke-static {v3}, Lcom/brambleway/ResumeToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "NeedsUser(code="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", prompt="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", resolution="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ", token="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
