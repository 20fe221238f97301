.class public final Lcom/mv/DeskState;
.super Ljava/lang/Object;
.source "Store.kt"

# instance fields
.field private final tickets:Ljava/util/Map;
.field private final served:I


# direct methods
.method public constructor <init>(Ljava/util/Map;I)V
    .registers 5
    const-string v1, "tickets"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    iput v4, v2, Lcom/mv/DeskState;->served:I
    return-void
.end method

.method public synthetic constructor <init>(Ljava/util/Map;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 17
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L10
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object v3
:L10
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L18
    const/4 v4, 0x0
:L18
    invoke-direct {v2, v3, v4}, Lcom/mv/DeskState;-><init>(Ljava/util/Map;I)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/mv/DeskState;Ljava/util/Map;IILjava/lang/Object;)Lcom/mv/DeskState;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget v0, v2, Lcom/mv/DeskState;->served:I
    move v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/mv/DeskState;->copy(Ljava/util/Map;I)Lcom/mv/DeskState;
    move-result-object v0
    return-object v0
.end method

.method public constructor <init>()V
    .registers 6
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x3
    const/4 v4, 0x0
    invoke-direct {v5, v1, v2, v3, v4}, Lcom/mv/DeskState;-><init>(Ljava/util/Map;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method


# virtual methods
.method public final getTickets()Ljava/util/Map;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    return-object v0
.end method

.method public final getServed()I
    .registers 2
    .line 17
    iget v0, v1, Lcom/mv/DeskState;->served:I
    return v0
.end method

.method public final component1()Ljava/util/Map;
    .registers 2
    iget-object v0, v1, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, v1, Lcom/mv/DeskState;->served:I
    return v0
.end method

.method public final copy(Ljava/util/Map;I)Lcom/mv/DeskState;
    .registers 5
    const-string v1, "tickets"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/mv/DeskState;
    invoke-direct {v0, v3, v4}, Lcom/mv/DeskState;-><init>(Ljava/util/Map;I)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    iget v1, v4, Lcom/mv/DeskState;->served:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DeskState(tickets="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ", served="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/mv/DeskState;->served:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
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
    instance-of v0, v4, Lcom/mv/DeskState;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/mv/DeskState;
    move-object v2, v0
    iget-object v0, v3, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    iget-object v1, v2, Lcom/mv/DeskState;->tickets:Ljava/util/Map;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, v3, Lcom/mv/DeskState;->served:I
    iget v1, v2, Lcom/mv/DeskState;->served:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

