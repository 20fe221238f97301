.class public final Lcom/seedswap/Cmd$Stamp;
.super Lcom/seedswap/Cmd;
.source "Cmd.kt"

.field private final text:Ljava/lang/String;
.field private final uid:I

.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "text"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/seedswap/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/seedswap/Cmd$Stamp;->text:Ljava/lang/String;
    iput v3, v1, Lcom/seedswap/Cmd$Stamp;->uid:I
    return-void
.end method

.method public final getText()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/seedswap/Cmd$Stamp;->text:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 7
    iget v0, v1, Lcom/seedswap/Cmd$Stamp;->uid:I
    return v0
.end method

