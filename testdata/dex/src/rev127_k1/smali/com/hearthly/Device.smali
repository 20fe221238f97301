.class public final Lcom/hearthly/Device;
.super Ljava/lang/Object;
.source "Devices.kt"

# instance fields
.field private final id:Ljava/lang/String;
.field private final name:Ljava/lang/String;
.field private final room:Ljava/lang/String;
.field private final state:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "room"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "state"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    iput-object p2, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    iput-object p3, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    iput-object p4, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/hearthly/Device;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/hearthly/Device;
    .registers 8
    and-int/lit8 v0, p5, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
:L12
    and-int/lit8 v0, p5, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
:L24
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
:L36
    and-int/lit8 v0, p5, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
:L50
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/hearthly/Device;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/hearthly/Device;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/hearthly/Device;
    .registers 7
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "name"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "room"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "state"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthly/Device;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/hearthly/Device;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/hearthly/Device;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/hearthly/Device;
    move-object v2, v0
    iget-object v0, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Device;->id:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Device;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Device;->room:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    iget-object v0, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthly/Device;->state:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L85
    const/4 v0, 0x0
    return v0
:L85
    const/4 v0, 0x1
    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getRoom()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 4
    .line 9
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    const-string v1, "id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    const-string v1, "name"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    const-string v1, "room"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    const-string v1, "state"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, p0, Lcom/hearthly/Device;->id:Ljava/lang/String;
    iget-object v1, p0, Lcom/hearthly/Device;->name:Ljava/lang/String;
    iget-object v2, p0, Lcom/hearthly/Device;->room:Ljava/lang/String;
    iget-object v3, p0, Lcom/hearthly/Device;->state:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Device(id="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", name="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", room="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", state="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
