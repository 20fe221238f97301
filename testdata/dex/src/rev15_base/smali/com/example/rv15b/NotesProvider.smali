.class public final Lcom/example/rv15b/NotesProvider;
.super Lcom/example/rv15b/BaseToolProvider;
.source "NotesProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Lcom/example/rv15b/BaseToolProvider;-><init>()V
    return-void
.end method

.method protected tool(Ljava/lang/String;)Lcom/example/rv15b/Tool;
    .registers 4
    .line 11
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v0
    const/4 v1, -0x1
    sparse-switch v0, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v0, "share_note"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v1, 0x1
    goto :goto_0
    :sswitch_1
    const-string v0, "delete_note"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v1, 0x0
    :goto_0
    packed-switch v1, :pswitch_data_0
    .line 15
    const/4 p1, 0x0
    return-object p1
    .line 13
    :pswitch_0
    new-instance p1, Lcom/example/rv15b/ShareNoteTool;
    invoke-direct {p1}, Lcom/example/rv15b/ShareNoteTool;-><init>()V
    return-object p1
    .line 12
    :pswitch_1
    new-instance p1, Lcom/example/rv15b/DeleteNoteTool;
    invoke-direct {p1}, Lcom/example/rv15b/DeleteNoteTool;-><init>()V
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6a94d3ae -> :sswitch_0
        -0x42e049fa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method
