.class public final Lcom/brewday/SimHydrometer;
.super Ljava/lang/Object;
.source "GaugeProvider.kt"

# interfaces
.implements Lcom/brewday/Hydrometer;


.method public constructor <init>()V
    .registers 1
    .line 100
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public addListener(Lcom/brewday/Hydrometer$Listener;)V
    .registers 3
    const-string v0, "l"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 102
    const-string v0, "1.050"
    invoke-interface {v2, v0}, Lcom/brewday/Hydrometer$Listener;->onReading(Ljava/lang/String;)V
    .line 103
    return-void
.end method

.method public removeListener(Lcom/brewday/Hydrometer$Listener;)V
    .registers 3
    const-string v0, "l"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    return-void
.end method

.method public fetch(Lcom/brewday/Hydrometer$Callback;)V
    .registers 3
    const-string v0, "cb"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const-string v0, "HM-1"
    invoke-interface {v2, v0}, Lcom/brewday/Hydrometer$Callback;->onResult(Ljava/lang/String;)V
    .line 109
    return-void
.end method

