.class public final Lcom/brewday/BatchMsg$Dump;
.super Lcom/brewday/BatchMsg;
.source "BatchProvider.kt"

.field private final batch:Ljava/lang/String;
.field private final confirmed:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "batch"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/brewday/BatchMsg;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/brewday/BatchMsg$Dump;->batch:Ljava/lang/String;
    iput-boolean v3, v1, Lcom/brewday/BatchMsg$Dump;->confirmed:Z
    return-void
.end method

.method public final getBatch()Ljava/lang/String;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/brewday/BatchMsg$Dump;->batch:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 30
    iget-boolean v0, v1, Lcom/brewday/BatchMsg$Dump;->confirmed:Z
    return v0
.end method

