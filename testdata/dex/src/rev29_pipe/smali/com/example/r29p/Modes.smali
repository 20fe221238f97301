.class final Lcom/example/r29p/Modes;
.super Ljava/lang/Object;
.source "Modes.java"

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static forKind(Ljava/lang/String;)I
    .registers 4
    .line 7
    const/4 v0, -0x1
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data
    goto :goto_index
    :sswitch_db
    const-string v1, "db"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :goto_index
    const/4 v0, 0x1
    goto :goto_index
    :sswitch_log
    const-string v1, "log"
    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :goto_index
    const/4 v0, 0x0
    :goto_index
    const/high16 p0, 0x10000000
    packed-switch v0, :pswitch_data
    .line 10
    return p0
    .line 9
    :pswitch_db
    const/high16 p0, 0x30000000
    return p0
    .line 8
    :pswitch_log
    return p0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_log
        :pswitch_db
    .end packed-switch

    :sswitch_data
    .sparse-switch
        0xc7e -> :sswitch_db
        0x1a344 -> :sswitch_log
    .end sparse-switch
.end method
