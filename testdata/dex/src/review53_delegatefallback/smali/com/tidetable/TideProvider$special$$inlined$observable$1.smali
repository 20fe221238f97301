.class public final Lcom/tidetable/TideProvider$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nDelegates.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Delegates.kt\nkotlin/properties/Delegates$observable$1\n+ 2 TideProvider.kt\ncom/tidetable/TideProvider\n*L\n1#1,73:1\n28#2,2:74\n*E\n"
.end annotation

.field final synthetic this$0:Lcom/tidetable/TideProvider;

.method public constructor <init>(Ljava/lang/Object;Lcom/tidetable/TideProvider;)V
    .registers 3
    iput-object v2, v0, Lcom/tidetable/TideProvider$special$$inlined$observable$1;->this$0:Lcom/tidetable/TideProvider;
    .line 33
    invoke-direct {v0, v1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method

.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 8
    const-string v1, "property"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    check-cast v7, Ljava/lang/String;
    move-object v2, v7
    check-cast v6, Ljava/lang/String;
    const/4 v0, 0x0
    move v3, v0
    .line 74
    iget-object v0, v4, Lcom/tidetable/TideProvider$special$$inlined$observable$1;->this$0:Lcom/tidetable/TideProvider;
    invoke-static {v0}, Lcom/tidetable/TideProvider;->access$getHolds$p(Lcom/tidetable/TideProvider;)Ljava/util/HashSet;
    move-result-object v0
    invoke-virtual {v0, v2}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    move-result v0
    .line 75
    nop
    .line 34
    return-void
.end method

