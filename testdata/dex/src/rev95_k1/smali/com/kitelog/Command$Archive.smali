.class public final Lcom/kitelog/Command$Archive;
.super Lcom/kitelog/Command;
.source "Commands.kt"

.field private final spot:Ljava/lang/String;
.field private final confirmed:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "spot"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/kitelog/Command;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/kitelog/Command$Archive;->spot:Ljava/lang/String;
    iput-boolean v3, v1, Lcom/kitelog/Command$Archive;->confirmed:Z
    return-void
.end method

.method public final getSpot()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/kitelog/Command$Archive;->spot:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 7
    iget-boolean v0, v1, Lcom/kitelog/Command$Archive;->confirmed:Z
    return v0
.end method

