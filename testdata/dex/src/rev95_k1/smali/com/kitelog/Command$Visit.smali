.class public final Lcom/kitelog/Command$Visit;
.super Lcom/kitelog/Command;
.source "Commands.kt"

.field private final uid:I
.field private final spot:Ljava/lang/String;

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "spot"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/kitelog/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput v2, v1, Lcom/kitelog/Command$Visit;->uid:I
    iput-object v3, v1, Lcom/kitelog/Command$Visit;->spot:Ljava/lang/String;
    return-void
.end method

.method public final getUid()I
    .registers 2
    .line 9
    iget v0, v1, Lcom/kitelog/Command$Visit;->uid:I
    return v0
.end method

.method public final getSpot()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/kitelog/Command$Visit;->spot:Ljava/lang/String;
    return-object v0
.end method

