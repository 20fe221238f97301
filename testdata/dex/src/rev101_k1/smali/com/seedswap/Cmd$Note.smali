.class public final Lcom/seedswap/Cmd$Note;
.super Lcom/seedswap/Cmd;
.source "Cmd.kt"

.field private final text:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "text"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/seedswap/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/seedswap/Cmd$Note;->text:Ljava/lang/String;
    return-void
.end method

.method public final getText()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/seedswap/Cmd$Note;->text:Ljava/lang/String;
    return-object v0
.end method

