.class Lcom/example/r13h/ToolProvider$1;
.super Ljava/lang/Thread;
.source "ToolProvider.java"

# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r13h/ToolProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.field final synthetic this$0:Lcom/example/r13h/ToolProvider;

.method constructor <init>(Lcom/example/r13h/ToolProvider;)V
    .registers 2
    .line 29
    iput-object p1, p0, Lcom/example/r13h/ToolProvider$1;->this$0:Lcom/example/r13h/ToolProvider;
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    .line 52
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    const-string v1, "r13h"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
