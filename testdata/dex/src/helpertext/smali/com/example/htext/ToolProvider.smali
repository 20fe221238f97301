.class public Lcom/example/htext/ToolProvider;
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
    invoke-static {p2}, Lcom/example/htext/Errors;->viaResult(Ljava/lang/String;)Landroid/os/Bundle;
    .line 22
    invoke-static {p2}, Lcom/example/htext/Errors;->viaFixed(Ljava/lang/String;)Landroid/os/Bundle;
    .line 23
    invoke-static {p2}, Lcom/example/htext/Errors;->viaFmt(Ljava/lang/String;)Landroid/os/Bundle;
    .line 24
    invoke-static {p2}, Lcom/example/htext/Errors;->viaKind(Ljava/lang/String;)Landroid/os/Bundle;
    .line 25
    invoke-static {p2}, Lcom/example/htext/Errors;->missing(Ljava/lang/String;)Landroid/os/Bundle;
    .line 26
    invoke-static {p2}, Lcom/example/htext/Errors;->viaFail(Ljava/lang/String;)Landroid/os/Bundle;
    .line 27
    invoke-static {p2}, Lcom/example/htext/Errors;->viaFailFixed(Ljava/lang/String;)Landroid/os/Bundle;
    .line 28
    invoke-static {p2}, Lcom/example/htext/Errors;->viaKotlin(Ljava/lang/String;)Landroid/os/Bundle;
    .line 29
    invoke-static {p2}, Lcom/example/htext/Errors;->viaKotlinCode(Ljava/lang/String;)Landroid/os/Bundle;
    .line 30
    invoke-static {p2}, Lcom/example/htext/Errors;->viaLast(Ljava/lang/String;)Landroid/os/Bundle;
    .line 31
    invoke-static {p2}, Lcom/example/htext/Errors;->viaFactory(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method
