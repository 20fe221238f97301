.class public Lcom/example/resp/ToolProvider;
.super Landroid/content/ContentProvider;

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0}, Ljava/lang/IllegalStateException;-><init>()V
    new-instance v1, Ljava/io/File;
    const-string v2, "/data/result.json"
    invoke-direct {v1, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    .line 11
    invoke-static {v0}, Lcom/example/resp/Responses;->failDirect(Ljava/lang/Exception;)Landroid/os/Bundle;
    invoke-static {v0}, Lcom/example/resp/Responses;->failStack(Ljava/lang/Exception;)Landroid/os/Bundle;
    invoke-static {v0}, Lcom/example/resp/Responses;->failFixed(Ljava/lang/Exception;)Landroid/os/Bundle;
    .line 12
    invoke-static {}, Lcom/example/resp/Responses;->negotiate()Lorg/json/JSONObject;
    invoke-static {}, Lcom/example/resp/Responses;->negotiateUuid()Lorg/json/JSONObject;
    invoke-static {}, Lcom/example/resp/Responses;->accepted()Landroid/os/Bundle;
    invoke-static {}, Lcom/example/resp/Responses;->confirm()Landroid/os/Bundle;
    .line 13
    invoke-static {v1}, Lcom/example/resp/Responses;->resultRw(Ljava/io/File;)Landroid/os/Bundle;
    invoke-static {}, Lcom/example/resp/Responses;->resultPipeWriteEnd()Landroid/os/Bundle;
    invoke-static {v1}, Lcom/example/resp/Responses;->resultViaHelper(Ljava/io/File;)Landroid/os/Bundle;
    invoke-static {v1}, Lcom/example/resp/Responses;->resultReadOnly(Ljava/io/File;)Landroid/os/Bundle;
    invoke-static {}, Lcom/example/resp/Responses;->resultPipe()Landroid/os/Bundle;
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
