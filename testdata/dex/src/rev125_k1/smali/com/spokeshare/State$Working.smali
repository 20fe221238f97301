.class public final Lcom/spokeshare/State$Working;
.super Lcom/spokeshare/State;
.source "Mvi.kt"

# instance fields
.field private final account:Ljava/lang/String;
.field private final approved:Z
.field private final args:Lorg/json/JSONObject;
.field private final caller:Lcom/spokeshare/Caller;
.field private final counterpart:Ljava/lang/String;
.field private final effects:Ljava/util/List;
.field private final env:Lcom/spokeshare/Envelope;
.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .registers 10
    const-string v0, "caller"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "env"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "account"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "effects"
    invoke-static {p8, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/spokeshare/State;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 29
    iput-object p1, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    .line 30
    iput-object p2, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    .line 31
    iput-object p3, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    .line 32
    iput-object p4, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    .line 33
    iput-boolean p5, p0, Lcom/spokeshare/State$Working;->approved:Z
    .line 34
    iput-object p6, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    .line 35
    iput-object p7, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    .line 36
    iput-object p8, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    .line 28
    return-void
.end method

.method public synthetic constructor <init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 12
    .line 28
    and-int/lit8 v0, p9, 0x4
    if-eqz v0, :L10
    .line 31
    const-string p3, ""
:L10
    .line 28
    and-int/lit8 v0, p9, 0x8
    if-eqz v0, :L27
    .line 32
    new-instance p4, Lorg/json/JSONObject;
    invoke-direct {p4}, Lorg/json/JSONObject;-><init>()V
:L27
    .line 28
    and-int/lit8 v0, p9, 0x10
    if-eqz v0, :L38
    .line 33
    const/4 p5, 0x0
:L38
    .line 28
    and-int/lit8 v0, p9, 0x20
    if-eqz v0, :L52
    .line 34
    invoke-virtual {p1}, Lcom/spokeshare/Caller;->getPkg()Ljava/lang/String;
    move-result-object p6
:L52
    .line 28
    and-int/lit8 v0, p9, 0x40
    if-eqz v0, :L63
    .line 35
    const/4 p7, 0x0
:L63
    .line 28
    and-int/lit16 v0, p9, 0x80
    if-eqz v0, :L77
    .line 36
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;
    move-result-object p8
:L77
    .line 28
    invoke-direct/range {p0 .. p8}, Lcom/spokeshare/State$Working;-><init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    .line 37
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/State$Working;Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;ILjava/lang/Object;)Lcom/spokeshare/State$Working;
    .registers 12
    and-int/lit8 v0, p9, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
:L12
    and-int/lit8 v0, p9, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
:L24
    and-int/lit8 v0, p9, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
:L36
    and-int/lit8 v0, p9, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
:L50
    and-int/lit8 v0, p9, 0x10
    if-eqz v0, :L64
    iget-boolean p5, p0, Lcom/spokeshare/State$Working;->approved:Z
:L64
    and-int/lit8 v0, p9, 0x20
    if-eqz v0, :L78
    iget-object p6, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
:L78
    and-int/lit8 v0, p9, 0x40
    if-eqz v0, :L92
    iget-object p7, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
:L92
    and-int/lit16 v0, p9, 0x80
    if-eqz v0, :L107
    iget-object p8, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
:L107
    invoke-virtual/range {p0 .. p8}, Lcom/spokeshare/State$Working;->copy(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;)Lcom/spokeshare/State$Working;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/spokeshare/Caller;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    return-object v0
.end method

.method public final component2()Lcom/spokeshare/Envelope;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Lorg/json/JSONObject;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final component5()Z
    .registers 2
    iget-boolean v0, p0, Lcom/spokeshare/State$Working;->approved:Z
    return v0
.end method

.method public final component6()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    return-object v0
.end method

.method public final component7()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    return-object v0
.end method

.method public final component8()Ljava/util/List;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    return-object v0
.end method

.method public final copy(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;)Lcom/spokeshare/State$Working;
    .registers 18
    const-string v1, "caller"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "env"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "args"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "account"
    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p8
    const-string v1, "effects"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/State$Working;
    move-object v1, p1
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    move v5, p5
    move-object v6, p6
    move-object/from16 v7, p7
    move-object/from16 v8, p8
    invoke-direct/range {v0 .. v8}, Lcom/spokeshare/State$Working;-><init>(Lcom/spokeshare/Caller;Lcom/spokeshare/Envelope;Ljava/lang/String;Lorg/json/JSONObject;ZLjava/lang/String;Ljava/lang/String;Ljava/util/List;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/State$Working;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/State$Working;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    iget-object v0, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L85
    const/4 v0, 0x0
    return v0
:L85
    iget-boolean v0, p0, Lcom/spokeshare/State$Working;->approved:Z
    iget-boolean v1, v2, Lcom/spokeshare/State$Working;->approved:Z
    if-eq v0, v1, :L98
    const/4 v0, 0x0
    return v0
:L98
    iget-object v0, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L114
    const/4 v0, 0x0
    return v0
:L114
    iget-object v0, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L130
    const/4 v0, 0x0
    return v0
:L130
    iget-object v0, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    iget-object v1, v2, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L146
    const/4 v0, 0x0
    return v0
:L146
    const/4 v0, 0x1
    return v0
.end method

.method public final getAccount()Ljava/lang/String;
    .registers 2
    .line 34
    iget-object v0, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    return-object v0
.end method

.method public final getApproved()Z
    .registers 2
    .line 33
    iget-boolean v0, p0, Lcom/spokeshare/State$Working;->approved:Z
    return v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 32
    iget-object v0, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getCaller()Lcom/spokeshare/Caller;
    .registers 2
    .line 29
    iget-object v0, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    return-object v0
.end method

.method public final getCounterpart()Ljava/lang/String;
    .registers 2
    .line 35
    iget-object v0, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    return-object v0
.end method

.method public getEffects()Ljava/util/List;
    .registers 2
    .line 36
    iget-object v0, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    return-object v0
.end method

.method public final getEnv()Lcom/spokeshare/Envelope;
    .registers 2
    .line 30
    iget-object v0, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 31
    iget-object v0, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    invoke-virtual {v0}, Lcom/spokeshare/Caller;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    invoke-virtual {v1}, Lcom/spokeshare/Envelope;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-boolean v1, p0, Lcom/spokeshare/State$Working;->approved:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    if-nez v1, :L88
    const/4 v1, 0x0
    goto :L95
:L88
    iget-object v1, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
:L95
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 11
    iget-object v0, p0, Lcom/spokeshare/State$Working;->caller:Lcom/spokeshare/Caller;
    iget-object v1, p0, Lcom/spokeshare/State$Working;->env:Lcom/spokeshare/Envelope;
    iget-object v2, p0, Lcom/spokeshare/State$Working;->tool:Ljava/lang/String;
    iget-object v3, p0, Lcom/spokeshare/State$Working;->args:Lorg/json/JSONObject;
    iget-boolean v4, p0, Lcom/spokeshare/State$Working;->approved:Z
    iget-object v5, p0, Lcom/spokeshare/State$Working;->account:Ljava/lang/String;
    iget-object v6, p0, Lcom/spokeshare/State$Working;->counterpart:Ljava/lang/String;
    iget-object v7, p0, Lcom/spokeshare/State$Working;->effects:Ljava/util/List;
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "Working(caller="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, ", env="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, ", tool="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v9, ", args="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, ", approved="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v9, ", account="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v9, ", counterpart="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v9, ", effects="
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v9, ")"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
