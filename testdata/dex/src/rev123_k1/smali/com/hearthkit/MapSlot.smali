.class public final Lcom/hearthkit/MapSlot;
.super Ljava/lang/Object;
.source "Slots.kt"

# interfaces
.implements Lkotlin/properties/ReadWriteProperty;

# instance fields
.field private final initial:Ljava/lang/Object;
.field private final store:Ljava/util/Map;


# direct methods
.method public constructor <init>(Ljava/util/Map;Ljava/lang/Object;)V
    .registers 4
    const-string v0, "store"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/MapSlot;->store:Ljava/util/Map;
    iput-object p2, p0, Lcom/hearthkit/MapSlot;->initial:Ljava/lang/Object;
    return-void
.end method


# virtual methods
.method public getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 5
    const-string v1, "property"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    iget-object v0, p0, Lcom/hearthkit/MapSlot;->store:Ljava/util/Map;
    invoke-interface {p2}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L42
    iget-object v0, p0, Lcom/hearthkit/MapSlot;->store:Ljava/util/Map;
    invoke-interface {p2}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L46
:L42
    iget-object v0, p0, Lcom/hearthkit/MapSlot;->initial:Ljava/lang/Object;
:L46
    return-object v0
.end method

.method public setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    .registers 6
    const-string v1, "property"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    iget-object v0, p0, Lcom/hearthkit/MapSlot;->store:Ljava/util/Map;
    invoke-interface {p2}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 16
    return-void
.end method
