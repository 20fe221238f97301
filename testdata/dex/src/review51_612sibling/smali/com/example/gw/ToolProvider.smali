# Java: see BaseReply.smali
.class public Lcom/example/gw/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "a"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :b
    new-instance v0, Lcom/example/gw/ReplyA;
    invoke-direct {v0}, Lcom/example/gw/ReplyA;-><init>()V
    const-string v1, "data"
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    invoke-virtual {v0, v1, v2}, Lcom/example/gw/ReplyA;->with(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/example/gw/BaseReply;
    invoke-virtual {v0}, Lcom/example/gw/ReplyA;->build()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :b
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/gw/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "x"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/high16 v1, 0x30000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    new-instance v1, Lcom/example/gw/ReplyB;
    invoke-direct {v1}, Lcom/example/gw/ReplyB;-><init>()V
    const-string v2, "result_fd"
    invoke-virtual {v1, v2, v0}, Lcom/example/gw/ReplyB;->with(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/example/gw/BaseReply;
    invoke-virtual {v1}, Lcom/example/gw/ReplyB;->build()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
