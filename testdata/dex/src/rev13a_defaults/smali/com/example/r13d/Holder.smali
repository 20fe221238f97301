.class public final Lcom/example/r13d/Holder;
.super Ljava/lang/Object;
.source "Holder.kt"

.field private token:Ljava/lang/String;

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 4
    iget-object v0, p0, Lcom/example/r13d/Holder;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final setToken(Ljava/lang/String;)V
    .registers 2
    .line 4
    iput-object p1, p0, Lcom/example/r13d/Holder;->token:Ljava/lang/String;
    return-void
.end method
