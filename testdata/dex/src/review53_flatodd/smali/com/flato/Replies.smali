.class final Lcom/flato/Replies;
.super Ljava/lang/Object;
.source "NotesProvider.java"

.method constructor <init>()V
    .registers 1
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static varargs reply([Ljava/lang/Object;)Landroid/os/Bundle;
    .registers 6
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 38
    const/4 v1, 0x0
    aget-object v1, p0, v1
    check-cast v1, Ljava/lang/Integer;
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v1
    const-string v2, "http_status"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 39
    const/4 v1, 0x1
    :goto_0
    add-int/lit8 v2, v1, 0x1
    array-length v3, p0
    if-ge v2, v3, :cond_0
    .line 40
    aget-object v2, p0, v1
    check-cast v2, Ljava/lang/String;
    add-int/lit8 v3, v1, 0x1
    aget-object v3, p0, v3
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    add-int/lit8 v1, v1, 0x2
    goto :goto_0
    .line 42
    :cond_0
    return-object v0
.end method
