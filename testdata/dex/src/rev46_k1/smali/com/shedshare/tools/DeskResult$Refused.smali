.class public final Lcom/shedshare/tools/DeskResult$Refused;
.super Lcom/shedshare/tools/DeskResult;
.source "Ledger.kt"

.field private final why:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "why"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 92
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/shedshare/tools/DeskResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/shedshare/tools/DeskResult$Refused;->why:Ljava/lang/String;
    return-void
.end method

.method public final getWhy()Ljava/lang/String;
    .registers 2
    .line 92
    iget-object v0, v1, Lcom/shedshare/tools/DeskResult$Refused;->why:Ljava/lang/String;
    return-object v0
.end method

