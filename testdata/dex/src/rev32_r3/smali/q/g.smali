.class public final Lq/g;
.super Ljava/lang/Object;

# Signatures: matches() was inlined into NotesToolProvider.call; the pinned digest stays.

.field public static final a:[B

.method static constructor <clinit>()V
    .registers 1
    const/16 v0, 0x20
    new-array v0, v0, [B
    fill-array-data v0, :array_0
    sput-object v0, Lq/g;->a:[B
    return-void

    :array_0
    .array-data 1
        0x3at
        -0x6ft
        0x5ct
        0xet
        0x77t
        -0x2et
        0x18t
        0x4bt
        -0x60t
        0x6ft
        0x29t
        -0x1dt
        0x51t
        -0x74t
        -0x43t
        0x2t
        0x64t
        -0x9t
        0x1et
        -0x6dt
        0x4dt
        -0x38t
        0x35t
        -0x56t
        0xbt
        0x72t
        -0x17t
        0x16t
        0x5ft
        -0x2ct
        -0x78t
        0x21t
    .end array-data
.end method
