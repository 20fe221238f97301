.class final Lcom/example/branches/Deep;
.super Ljava/lang/Object;
.source "Deep.java"

.method static d0()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d1()V
    return-void
.end method

.method static d1()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d2()V
    return-void
.end method

.method static d2()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d3()V
    return-void
.end method

.method static d3()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d4()V
    return-void
.end method

.method static d4()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d5()V
    return-void
.end method

.method static d5()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d6()V
    return-void
.end method

.method static d6()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d7()V
    return-void
.end method

.method static d7()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d8()V
    return-void
.end method

.method static d8()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d9()V
    return-void
.end method

.method static d9()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d10()V
    return-void
.end method

.method static d10()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d11()V
    return-void
.end method

.method static d11()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d12()V
    return-void
.end method

.method static d12()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d13()V
    return-void
.end method

.method static d13()V
    .registers 0
    invoke-static {}, Lcom/example/branches/Deep;->d14()V
    return-void
.end method

.method static d14()V
    .registers 2
    new-instance v0, Ljava/io/FileOutputStream;
    const-string v1, "/data/local/tmp/deep"
    invoke-direct {v0, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/lang/String;)V
    return-void
.end method
