.class public final Lcom/bikebus/core/Outcome$Done;
.super Lcom/bikebus/core/Outcome;
.source "Model.kt"

.field private final json:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "json"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/bikebus/core/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/bikebus/core/Outcome$Done;->json:Ljava/lang/String;
    return-void
.end method

.method public final getJson()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/bikebus/core/Outcome$Done;->json:Ljava/lang/String;
    return-object v0
.end method

