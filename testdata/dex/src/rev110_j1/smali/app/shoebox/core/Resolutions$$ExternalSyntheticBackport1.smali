.class public final synthetic Lapp/shoebox/core/Resolutions$$ExternalSyntheticBackport1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# direct methods
.method public static synthetic m(II)I
    .registers 4

    rem-int v0, p0, p1

    xor-int v1, v0, p1

    if-gez v1, :cond_0

    if-eqz v0, :cond_0

    add-int/2addr v0, p1

    :cond_0
    return v0
.end method
