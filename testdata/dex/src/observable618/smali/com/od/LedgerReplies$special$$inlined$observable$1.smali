.class public final Lcom/od/LedgerReplies$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 3
    .line 33
    invoke-direct {v1, v2}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 12
    const-string v1, "property"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    move-object v1, v11
    check-cast v1, Ljava/util/Map;
    move-object v5, v1
    move-object v0, v10
    check-cast v0, Ljava/util/Map;
    move-object v6, v0
    const/4 v7, 0x0
    .line 74
    const-string v0, "od"
    invoke-interface {v6}, Ljava/util/Map;->size()I
    move-result v1
    invoke-interface {v5}, Ljava/util/Map;->size()I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "ledger replies "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, " -> "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 75
    nop
    .line 34
    return-void
.end method

