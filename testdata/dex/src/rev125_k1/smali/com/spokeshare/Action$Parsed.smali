.class public final Lcom/spokeshare/Action$Parsed;
.super Lcom/spokeshare/Action;
.source "Mvi.kt"

# instance fields
.field private final account:Ljava/lang/String;
.field private final approved:Z
.field private final args:Lorg/json/JSONObject;
.field private final counterpart:Ljava/lang/String;
.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;)V
    .registers 7
    const-string v0, "tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "account"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/Action;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 10
    iput-object p1, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    .line 11
    iput-object p2, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    .line 12
    iput-boolean p3, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
    .line 13
    iput-object p4, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    .line 14
    iput-object p5, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    .line 9
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/Action$Parsed;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/spokeshare/Action$Parsed;
    .registers 9
    and-int/lit8 v0, p6, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
:L12
    and-int/lit8 v0, p6, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
:L24
    and-int/lit8 v0, p6, 0x4
    if-eqz v0, :L36
    iget-boolean p3, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
:L36
    and-int/lit8 v0, p6, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
:L50
    and-int/lit8 v0, p6, 0x10
    if-eqz v0, :L64
    iget-object p5, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
:L64
    invoke-virtual/range {p0 .. p5}, Lcom/spokeshare/Action$Parsed;->copy(Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;)Lcom/spokeshare/Action$Parsed;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Lorg/json/JSONObject;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final component3()Z
    .registers 2
    iget-boolean v0, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;)Lcom/spokeshare/Action$Parsed;
    .registers 12
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "account"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/Action$Parsed;
    move-object v1, p1
    move-object v2, p2
    move v3, p3
    move-object v4, p4
    move-object v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Action$Parsed;-><init>(Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/Action$Parsed;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/Action$Parsed;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    iget-object v1, v2, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-boolean v0, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
    iget-boolean v1, v2, Lcom/spokeshare/Action$Parsed;->approved:Z
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L82
    const/4 v0, 0x0
    return v0
:L82
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L98
    const/4 v0, 0x0
    return v0
:L98
    const/4 v0, 0x1
    return v0
.end method

.method public final getAccount()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    return-object v0
.end method

.method public final getApproved()Z
    .registers 2
    .line 12
    iget-boolean v0, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
    return v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCounterpart()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-boolean v1, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    if-nez v1, :L62
    const/4 v1, 0x0
    goto :L69
:L62
    iget-object v1, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
:L69
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 8
    iget-object v0, p0, Lcom/spokeshare/Action$Parsed;->tool:Ljava/lang/String;
    iget-object v1, p0, Lcom/spokeshare/Action$Parsed;->args:Lorg/json/JSONObject;
    iget-boolean v2, p0, Lcom/spokeshare/Action$Parsed;->approved:Z
    iget-object v3, p0, Lcom/spokeshare/Action$Parsed;->account:Ljava/lang/String;
    iget-object v4, p0, Lcom/spokeshare/Action$Parsed;->counterpart:Ljava/lang/String;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "Parsed(tool="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", args="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v6, ", approved="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v6, ", account="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ", counterpart="
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, ")"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
