.class public final synthetic Lcom/example/r24t/OpsProvider$$ExternalSyntheticTypeSwitch1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# Named as R8 names its type-switch class (kind "TypeSwitch" after
# $$ExternalSynthetic, one static "switchDispatch" with the call site's proto).

# D8's lowering of SwitchBootstraps.typeSwitch(Wipe, Wipe)
.method public static synthetic switchDispatch(Ljava/lang/Object;I)I
    .registers 3
    const/4 v0, 0x3
    invoke-static {p1, v0}, Ljava/util/Objects;->checkIndex(II)I
    if-nez p0, :cond_nonnull
    const/4 p0, -0x1
    return p0
    :cond_nonnull
    packed-switch p1, :pswitch_data
    goto :default
    :case0
    instance-of v0, p0, Lcom/example/r24t/Wipe;
    if-eqz v0, :case1
    const/4 p0, 0x0
    return p0
    :case1
    instance-of v0, p0, Lcom/example/r24t/Wipe;
    if-eqz v0, :default
    const/4 p0, 0x1
    return p0
    :default
    const/4 p0, -0x2
    return p0
    :pswitch_data
    .packed-switch 0x0
        :case0
        :case1
    .end packed-switch
.end method
