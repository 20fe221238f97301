.class interface abstract Lcom/example/r29s/Op;
.super Ljava/lang/Object;
.source "Op.java"

.annotation system Ldalvik/annotation/PermittedSubclasses;
    value = {
        Lcom/example/r29s/Wipe;,
        Lcom/example/r29s/Share;,
        Lcom/example/r29s/Rename;
    }
.end annotation

.method public static parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/example/r29s/Op;
    .registers 7
    .line 7
    const/4 v0, -0x1
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data
    goto :goto_index
    :sswitch_share
    const-string v1, "share_note"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :goto_index
    const/4 v0, 0x1
    goto :goto_index
    :sswitch_wipe
    const-string v1, "wipe_folder"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :goto_index
    const/4 v0, 0x0
    goto :goto_index
    :sswitch_rename
    const-string v1, "rename_note"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :goto_index
    const/4 v0, 0x2
    :goto_index
    packed-switch v0, :pswitch_data
    .line 11
    const/4 p0, 0x0
    return-object p0
    .line 10
    :pswitch_rename
    new-instance p0, Lcom/example/r29s/Rename;
    const-string v0, "id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "title"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, v0, p1}, Lcom/example/r29s/Rename;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object p0
    .line 9
    :pswitch_share
    new-instance p0, Lcom/example/r29s/Share;
    new-instance v0, Lcom/example/r29s/Target;
    const-string v1, "caller_package"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "note"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Lcom/example/r29s/Target;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "mode"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, v0, p1}, Lcom/example/r29s/Share;-><init>(Lcom/example/r29s/Target;Ljava/lang/String;)V
    return-object p0
    .line 8
    :pswitch_wipe
    new-instance p0, Lcom/example/r29s/Wipe;
    const-string v0, "folder"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "confirmed"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result p1
    invoke-direct {p0, v0, p1}, Lcom/example/r29s/Wipe;-><init>(Ljava/lang/String;Z)V
    return-object p0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_wipe
        :pswitch_share
        :pswitch_rename
    .end packed-switch

    :sswitch_data
    .sparse-switch
        -0x6a94d3ae -> :sswitch_share
        -0x67fd249a -> :sswitch_wipe
        -0x7a5f7ad -> :sswitch_rename
    .end sparse-switch
.end method
