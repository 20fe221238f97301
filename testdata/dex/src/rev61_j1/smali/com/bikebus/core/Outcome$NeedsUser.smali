.class public final Lcom/bikebus/core/Outcome$NeedsUser;
.super Lcom/bikebus/core/Outcome;
.source "Model.kt"

.field private final tool:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "tool"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/bikebus/core/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/bikebus/core/Outcome$NeedsUser;->tool:Ljava/lang/String;
    return-void
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/bikebus/core/Outcome$NeedsUser;->tool:Ljava/lang/String;
    return-object v0
.end method

