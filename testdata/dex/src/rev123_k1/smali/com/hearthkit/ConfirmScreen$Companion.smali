.class public final Lcom/hearthkit/ConfirmScreen$Companion;
.super Ljava/lang/Object;
.source "Screens.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/hearthkit/ConfirmScreen$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final named(Ljava/lang/String;)Lcom/hearthkit/ConfirmScreen;
    .registers 9
    .line 51
    invoke-static {}, Lcom/hearthkit/ConfirmScreen;->getEntries()Lkotlin/enums/EnumEntries;
    move-result-object v1
    check-cast v1, Ljava/lang/Iterable;
    const/4 v2, 0x0
    .line 55
    invoke-interface {v1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v3
:L17
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L63
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    move-object v0, v4
    check-cast v0, Lcom/hearthkit/ConfirmScreen;
    move-object v5, v0
    const/4 v6, 0x0
    .line 51
    invoke-virtual {v5}, Lcom/hearthkit/ConfirmScreen;->name()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 55
    if-eqz v0, :L17
    move-object v0, v4
    goto :L64
:L63
    .line 56
    const/4 v0, 0x0
:L64
    check-cast v0, Lcom/hearthkit/ConfirmScreen;
    .line 51
    return-object v0
.end method
