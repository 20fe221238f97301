.class final Lcom/example/r17m/Modes;
.super Ljava/lang/Object;
.source "Modes.java"

.method static forAccess(Ljava/lang/String;)I
    .registers 4
    .line 10
    const/4 v0, -0x1
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v1, "rw"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_0
    const/4 v0, 0x1
    goto :goto_0
    :sswitch_1
    const-string v1, "r"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_0
    const/4 v0, 0x0
    :goto_0
    packed-switch v0, :pswitch_data_0
    .line 13
    new-instance v0, Ljava/lang/IllegalArgumentException;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "mode "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    invoke-direct {v0, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    .line 12
    :pswitch_0
    const/high16 p0, 0x38000000
    return p0
    .line 11
    :pswitch_1
    const/high16 p0, 0x10000000
    return p0

    :sswitch_data_0
    .sparse-switch
        0x72 -> :sswitch_1
        0xe45 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method
