.class public final Lcom/plotshare/PlotProvider$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nDelegates.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Delegates.kt\nkotlin/properties/Delegates$observable$1\n+ 2 PlotProvider.kt\ncom/plotshare/PlotProvider\n*L\n1#1,73:1\n18#2,2:74\n*E\n"
.end annotation


.method public constructor <init>(Ljava/lang/Object;)V
    .registers 2
    .line 33
    invoke-direct {v0, v1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method

.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 9
    const-string v1, "property"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    check-cast v8, Ljava/lang/String;
    move-object v2, v8
    check-cast v7, Ljava/lang/String;
    move-object v3, v7
    const/4 v0, 0x0
    move v4, v0
    .line 74
    if-eqz v3, :L44
    invoke-static {v3, v2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L44
    const-string v0, "PlotShare"
    const-string v1, "plot caller changed"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L44
    .line 75
    nop
    .line 34
    return-void
.end method

