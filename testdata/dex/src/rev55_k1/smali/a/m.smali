.class public final La/m;
.super Ljava/lang/Object;
.source "SourceFile"

.method private constructor <init>()V
    .registers 1
    .line 84
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final a(Ljava/lang/String;)La/g;
    .registers 5
    .line 87
    move-object v2, v4
    if-eqz v2, :L165
    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_10
    goto :L165
    :L60
    const-string v1, "claim_shift"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L129
    goto :L165
    :L72
    const-string v1, "drop_shift"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L138
    goto :L165
    :L84
    const-string v1, "list_shifts"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L120
    goto :L165
    :L96
    const-string v1, "swap_shift"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L147
    goto :L165
    :L108
    const-string v1, "export_roster"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L156
    goto :L165
    :L120
    .line 88
    sget-object v0, La/h;->a:La/h;
    check-cast v0, La/g;
    goto :L166
    :L129
    .line 89
    sget-object v0, La/i;->a:La/i;
    check-cast v0, La/g;
    goto :L166
    :L138
    .line 90
    sget-object v0, La/j;->a:La/j;
    check-cast v0, La/g;
    goto :L166
    :L147
    .line 91
    sget-object v0, La/k;->a:La/k;
    check-cast v0, La/g;
    goto :L166
    :L156
    .line 92
    sget-object v0, La/l;->a:La/l;
    check-cast v0, La/g;
    goto :L166
    :L165
    .line 93
    const/4 v0, 0x0
    :L166
    .line 94
    return-object v0
    :sw_10
    .sparse-switch
        -0x64a0a541 -> :L60
        -0x2d84d92a -> :L96
        0x1af922f2 -> :L84
        0x47a9c576 -> :L108
        0x4b27cf32 -> :L72
    .end sparse-switch
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, La/m;-><init>()V
    return-void
.end method

