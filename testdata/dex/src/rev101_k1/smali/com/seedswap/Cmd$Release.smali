.class public final Lcom/seedswap/Cmd$Release;
.super Lcom/seedswap/Cmd;
.source "Cmd.kt"

.field private final id:Ljava/lang/String;
.field private final token:Ljava/lang/String;
.field private final uid:I

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/seedswap/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/seedswap/Cmd$Release;->id:Ljava/lang/String;
    iput-object v3, v1, Lcom/seedswap/Cmd$Release;->token:Ljava/lang/String;
    iput v4, v1, Lcom/seedswap/Cmd$Release;->uid:I
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, v1, Lcom/seedswap/Cmd$Release;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, v1, Lcom/seedswap/Cmd$Release;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 5
    iget v0, v1, Lcom/seedswap/Cmd$Release;->uid:I
    return v0
.end method

