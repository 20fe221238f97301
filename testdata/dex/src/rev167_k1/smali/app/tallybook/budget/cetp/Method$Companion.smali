.class public final Lapp/tallybook/budget/cetp/Method$Companion;
.super Ljava/lang/Object;
.source "Protocol.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/tallybook/budget/cetp/Method$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Ljava/lang/String;)Lapp/tallybook/budget/cetp/Method;
    .registers 10

    const-string v1, "wire"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    invoke-static {}, Lapp/tallybook/budget/cetp/Method;->getEntries()Lkotlin/enums/EnumEntries;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 208
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :cond_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    move-object v0, v5

    check-cast v0, Lapp/tallybook/budget/cetp/Method;

    move-object v6, v0

    const/4 v7, 0x0

    .line 43
    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/Method;->getWire()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 208
    if-eqz v0, :cond_0

    move-object v0, v5

    goto :goto_0

    .line 209
    :cond_1
    const/4 v0, 0x0

    :goto_0
    check-cast v0, Lapp/tallybook/budget/cetp/Method;

    .line 43
    return-object v0
.end method
