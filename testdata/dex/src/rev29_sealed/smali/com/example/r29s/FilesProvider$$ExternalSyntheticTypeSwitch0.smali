.class public final synthetic Lcom/example/r29s/FilesProvider$$ExternalSyntheticTypeSwitch0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# D8's lowering of SwitchBootstraps.typeSwitch(Wipe, Wipe, Share, Share, Rename):
# the restart index picks where the instance-of chain resumes.
.method public static synthetic switchDispatch(Ljava/lang/Object;I)I
    .registers 3
    const/4 v0, 0x5
    invoke-static {p1, v0}, Ljava/util/Objects;->checkIndex(II)I
    if-nez p0, :cond_nonnull
    const/4 p0, -0x1
    return p0
    :cond_nonnull
    packed-switch p1, :pswitch_data
    goto :default
    :case0
    instance-of v0, p0, Lcom/example/r29s/Wipe;
    if-eqz v0, :case1
    const/4 p0, 0x0
    return p0
    :case1
    instance-of v0, p0, Lcom/example/r29s/Wipe;
    if-eqz v0, :case2
    const/4 p0, 0x1
    return p0
    :case2
    instance-of v0, p0, Lcom/example/r29s/Share;
    if-eqz v0, :case3
    const/4 p0, 0x2
    return p0
    :case3
    instance-of v0, p0, Lcom/example/r29s/Share;
    if-eqz v0, :case4
    const/4 p0, 0x3
    return p0
    :case4
    instance-of v0, p0, Lcom/example/r29s/Rename;
    if-eqz v0, :default
    const/4 p0, 0x4
    return p0
    :default
    const/4 p0, 0x5
    return p0
    :pswitch_data
    .packed-switch 0x0
        :case0
        :case1
        :case2
        :case3
        :case4
    .end packed-switch
.end method
