.class public final Lcom/brewday/BatchMsg$Brewed;
.super Lcom/brewday/BatchMsg;
.source "BatchProvider.kt"

.field private final batch:Ljava/lang/String;
.field private final uid:I

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "batch"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/brewday/BatchMsg;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/brewday/BatchMsg$Brewed;->batch:Ljava/lang/String;
    iput v3, v1, Lcom/brewday/BatchMsg$Brewed;->uid:I
    return-void
.end method

.method public final getBatch()Ljava/lang/String;
    .registers 2
    .line 32
    iget-object v0, v1, Lcom/brewday/BatchMsg$Brewed;->batch:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 32
    iget v0, v1, Lcom/brewday/BatchMsg$Brewed;->uid:I
    return v0
.end method

