.class public final Lcom/kitelog/Command$Checkin;
.super Lcom/kitelog/Command;
.source "Commands.kt"

.field private final spot:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "spot"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/kitelog/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/kitelog/Command$Checkin;->spot:Ljava/lang/String;
    return-void
.end method

.method public final getSpot()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/kitelog/Command$Checkin;->spot:Ljava/lang/String;
    return-object v0
.end method

