.class public Lcom/example/r13e/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 21
    invoke-static {p2}, Lcom/example/r13e/Errors;->formatted(Ljava/lang/String;)Landroid/os/Bundle;
    .line 22
    invoke-static {p2}, Lcom/example/r13e/Errors;->guava(Ljava/lang/String;)Landroid/os/Bundle;
    .line 23
    invoke-static {p2}, Lcom/example/r13e/Errors;->enumMessage(Ljava/lang/String;)Landroid/os/Bundle;
    .line 25
    invoke-static {p2}, Lcom/example/r13e/Errors;->sealedBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .line 24
    invoke-static {p2}, Lcom/example/r13e/Errors;->custom(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method
