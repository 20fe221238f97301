.class public final Lcom/brewday/BatchMsg$Tasted;
.super Lcom/brewday/BatchMsg;
.source "BatchProvider.kt"

.field private final batch:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "batch"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/brewday/BatchMsg;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/brewday/BatchMsg$Tasted;->batch:Ljava/lang/String;
    return-void
.end method

.method public final getBatch()Ljava/lang/String;
    .registers 2
    .line 33
    iget-object v0, v1, Lcom/brewday/BatchMsg$Tasted;->batch:Ljava/lang/String;
    return-object v0
.end method

