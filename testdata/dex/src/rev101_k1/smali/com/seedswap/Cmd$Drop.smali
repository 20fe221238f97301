.class public final Lcom/seedswap/Cmd$Drop;
.super Lcom/seedswap/Cmd;
.source "Cmd.kt"

.field private final id:Ljava/lang/String;
.field private final confirmed:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 4
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/seedswap/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/seedswap/Cmd$Drop;->id:Ljava/lang/String;
    iput-boolean v3, v1, Lcom/seedswap/Cmd$Drop;->confirmed:Z
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 4
    iget-object v0, v1, Lcom/seedswap/Cmd$Drop;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .registers 2
    .line 4
    iget-boolean v0, v1, Lcom/seedswap/Cmd$Drop;->confirmed:Z
    return v0
.end method

