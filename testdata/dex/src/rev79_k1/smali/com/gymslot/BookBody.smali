.class public final Lcom/gymslot/BookBody;
.super Ljava/lang/Object;
.source "Api.kt"

.field private final slot:Ljava/lang/String;
.field private final member:I

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "slot"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/gymslot/BookBody;->slot:Ljava/lang/String;
    iput v3, v1, Lcom/gymslot/BookBody;->member:I
    return-void
.end method

.method public final getSlot()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, v1, Lcom/gymslot/BookBody;->slot:Ljava/lang/String;
    return-object v0
.end method

.method public final getMember()I
    .registers 2
    .line 14
    iget v0, v1, Lcom/gymslot/BookBody;->member:I
    return v0
.end method

