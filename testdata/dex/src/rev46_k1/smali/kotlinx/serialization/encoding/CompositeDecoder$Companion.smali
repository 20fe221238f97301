.class public final Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
.super Ljava/lang/Object;
.source "Coders.kt"

.field static final synthetic $$INSTANCE:Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
.field public static final DECODE_DONE:I = -0x1
.field public static final UNKNOWN_NAME:I = -0x3

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
    invoke-direct {v0}, Lkotlinx/serialization/encoding/CompositeDecoder$Companion;-><init>()V
    sput-object v0, Lkotlinx/serialization/encoding/CompositeDecoder$Companion;->$$INSTANCE:Lkotlinx/serialization/encoding/CompositeDecoder$Companion;
    return-void
.end method

