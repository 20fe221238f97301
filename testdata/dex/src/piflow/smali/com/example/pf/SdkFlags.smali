# Kotlin sketch: see Flags.smali. An object's val chosen by SDK_INT, stored
# by <clinit> after the branches join.
.class public final Lcom/example/pf/SdkFlags;
.super Ljava/lang/Object;
.source "Flags.kt"

.field public static final INSTANCE:Lcom/example/pf/SdkFlags;
.field private static final FLAGS:I

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/pf/SdkFlags;
    invoke-direct {v0}, Lcom/example/pf/SdkFlags;-><init>()V
    sput-object v0, Lcom/example/pf/SdkFlags;->INSTANCE:Lcom/example/pf/SdkFlags;
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/high16 v0, 0x4000000
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    sput v0, Lcom/example/pf/SdkFlags;->FLAGS:I
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getFLAGS()I
    .registers 2
    sget v0, Lcom/example/pf/SdkFlags;->FLAGS:I
    return v0
.end method
