.class public final Lcom/gridnote/util/PiFlags;
.super Ljava/lang/Object;
.source "PiFlags.java"


# static fields
.field private static final UPDATE:I = 0x8000000


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static editable()I
    .locals 1

    .line 14
    const/high16 v0, 0xa000000

    return v0
.end method

.method public static locked()I
    .locals 1

    .line 18
    const/high16 v0, 0xc000000

    return v0
.end method
