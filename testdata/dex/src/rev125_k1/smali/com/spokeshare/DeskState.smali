.class public final Lcom/spokeshare/DeskState;
.super Ljava/lang/Object;
.source "Stores.kt"

# instance fields
.field private final sessions:Ljava/util/Map;
.field private final tickets:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 5
    const/4 v0, 0x0
    const/4 v1, 0x0
    const/4 v2, 0x3
    const/4 v3, 0x0
    invoke-direct {p0, v0, v1, v2, v3}, Lcom/spokeshare/DeskState;-><init>(Ljava/util/Map;Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;Ljava/util/Map;)V
    .registers 4
    const-string v0, "sessions"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tickets"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 32
    iput-object p1, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    .line 33
    iput-object p2, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    .line 31
    return-void
.end method

.method public synthetic constructor <init>(Ljava/util/Map;Ljava/util/Map;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 31
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L10
    .line 32
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object p1
:L10
    .line 31
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L20
    .line 33
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;
    move-result-object p2
:L20
    .line 31
    invoke-direct {p0, p1, p2}, Lcom/spokeshare/DeskState;-><init>(Ljava/util/Map;Ljava/util/Map;)V
    .line 34
    return-void
.end method

.method public static synthetic copy$default(Lcom/spokeshare/DeskState;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lcom/spokeshare/DeskState;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
:L11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L22
    iget-object p2, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
:L22
    invoke-virtual {p0, p1, p2}, Lcom/spokeshare/DeskState;->copy(Ljava/util/Map;Ljava/util/Map;)Lcom/spokeshare/DeskState;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/util/Map;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    return-object v0
.end method

.method public final component2()Ljava/util/Map;
    .registers 2
    iget-object v0, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    return-object v0
.end method

.method public final copy(Ljava/util/Map;Ljava/util/Map;)Lcom/spokeshare/DeskState;
    .registers 5
    const-string v1, "sessions"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tickets"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/spokeshare/DeskState;
    invoke-direct {v0, p1, p2}, Lcom/spokeshare/DeskState;-><init>(Ljava/util/Map;Ljava/util/Map;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/spokeshare/DeskState;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/spokeshare/DeskState;
    move-object v2, v0
    iget-object v0, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    iget-object v1, v2, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    iget-object v1, v2, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

.method public final getSessions()Ljava/util/Map;
    .registers 2
    .line 32
    iget-object v0, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    return-object v0
.end method

.method public final getTickets()Ljava/util/Map;
    .registers 2
    .line 33
    iget-object v0, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, p0, Lcom/spokeshare/DeskState;->sessions:Ljava/util/Map;
    iget-object v1, p0, Lcom/spokeshare/DeskState;->tickets:Ljava/util/Map;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DeskState(sessions="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ", tickets="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
