# P.call: 16 x  if (method.equals("tK")) out.putParcelable("resolution", new JB(ctx).immutable().build());
#         and  if (method.equals("bad")) out.putParcelable("resolution", new JB(ctx).build());   // flags 0: CETP601
.class public final Lcom/example/demo/P;
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
    .registers 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v0, "t0"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n0
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n0
    const-string v0, "t1"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n1
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n1
    const-string v0, "t2"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n2
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n2
    const-string v0, "t3"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n3
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n3
    const-string v0, "t4"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n4
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n4
    const-string v0, "t5"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n5
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n5
    const-string v0, "t6"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n6
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n6
    const-string v0, "t7"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n7
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n7
    const-string v0, "t8"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n8
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n8
    const-string v0, "t9"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n9
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n9
    const-string v0, "t10"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n10
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n10
    const-string v0, "t11"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n11
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n11
    const-string v0, "t12"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n12
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n12
    const-string v0, "t13"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n13
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n13
    const-string v0, "t14"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n14
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n14
    const-string v0, "t15"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n15
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V
    invoke-virtual {v3}, Lcom/example/demo/JB;->immutable()Lcom/example/demo/JB;
    move-result-object v3
    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n15
    const-string v0, "bad"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :n16
    new-instance v3, Lcom/example/demo/JB;
    invoke-direct {v3, v1}, Lcom/example/demo/JB;-><init>(Landroid/content/Context;)V

    invoke-virtual {v3}, Lcom/example/demo/JB;->build()Landroid/app/PendingIntent;
    move-result-object v3
    const-string v0, "resolution"
    invoke-virtual {v2, v0, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :n16
    return-object v2
.end method
