.class public final Lcom/pawsbook/clinic/CounterTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/pawsbook/clinic/TokenSource;

.field private final prefix:Ljava/lang/String;
.field private issued:I

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "prefix"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/pawsbook/clinic/CounterTokens;->prefix:Ljava/lang/String;
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 9
    .line 25
    iget-object v0, v8, Lcom/pawsbook/clinic/CounterTokens;->prefix:Ljava/lang/String;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    iget v4, v8, Lcom/pawsbook/clinic/CounterTokens;->issued:I
    const/4 v5, 0x1
    add-int v4, v4, v5
    iput v4, v8, Lcom/pawsbook/clinic/CounterTokens;->issued:I
    iget v3, v8, Lcom/pawsbook/clinic/CounterTokens;->issued:I
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "-"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v7, "-"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

