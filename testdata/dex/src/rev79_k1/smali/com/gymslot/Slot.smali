.class public final Lcom/gymslot/Slot;
.super Ljava/lang/Object;
.source "Api.kt"

.field private final id:Ljava/lang/String;
.field private final start:Ljava/lang/String;
.field private final free:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "start"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/gymslot/Slot;->id:Ljava/lang/String;
    iput-object v3, v1, Lcom/gymslot/Slot;->start:Ljava/lang/String;
    iput v4, v1, Lcom/gymslot/Slot;->free:I
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/gymslot/Slot;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getStart()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/gymslot/Slot;->start:Ljava/lang/String;
    return-object v0
.end method

.method public final getFree()I
    .registers 2
    .line 18
    iget v0, v1, Lcom/gymslot/Slot;->free:I
    return v0
.end method

