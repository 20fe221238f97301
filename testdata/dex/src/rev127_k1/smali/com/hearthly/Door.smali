.class public final Lcom/hearthly/Door;
.super Ljava/lang/Object;
.source "Devices.kt"

# instance fields
.field private final id:Ljava/lang/String;
.field private final locked:Z
.field private final name:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    iput-object p2, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
    iput-boolean p3, p0, Lcom/hearthly/Door;->locked:Z
    return-void
.end method

.method public static synthetic copy$default(Lcom/hearthly/Door;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/hearthly/Door;
    .registers 7
    and-int/lit8 v0, p4, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
:L12
    and-int/lit8 v0, p4, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
:L24
    and-int/lit8 v0, p4, 0x4
    if-eqz v0, :L36
    iget-boolean p3, p0, Lcom/hearthly/Door;->locked:Z
:L36
    invoke-virtual {p0, p1, p2, p3}, Lcom/hearthly/Door;->copy(Ljava/lang/String;Ljava/lang/String;Z)Lcom/hearthly/Door;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Z
    .registers 2
    iget-boolean v0, p0, Lcom/hearthly/Door;->locked:Z
    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Z)Lcom/hearthly/Door;
    .registers 6
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "name"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthly/Door;
    invoke-direct {v0, p1, p2, p3}, Lcom/hearthly/Door;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/hearthly/Door;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/hearthly/Door;
    move-object v2, v0
    iget-object v0, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Door;->id:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Door;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-boolean v0, p0, Lcom/hearthly/Door;->locked:Z
    iget-boolean v1, v2, Lcom/hearthly/Door;->locked:Z
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
:L66
    const/4 v0, 0x1
    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getLocked()Z
    .registers 2
    .line 12
    iget-boolean v0, p0, Lcom/hearthly/Door;->locked:Z
    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-boolean v1, p0, Lcom/hearthly/Door;->locked:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 4
    .line 13
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    const-string v1, "door_id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-boolean v2, p0, Lcom/hearthly/Door;->locked:Z
    const-string v1, "locked"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 6
    iget-object v0, p0, Lcom/hearthly/Door;->id:Ljava/lang/String;
    iget-object v1, p0, Lcom/hearthly/Door;->name:Ljava/lang/String;
    iget-boolean v2, p0, Lcom/hearthly/Door;->locked:Z
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Door(id="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", name="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, ", locked="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v4, ")"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
