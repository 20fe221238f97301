# Kotlin sketch (Sdk.kt):
#   object Sdk {
#       @JvmStatic fun atLeastM() = Build.VERSION.SDK_INT >= Build.VERSION_CODES.M
#       @JvmStatic fun belowM() = !atLeastM()
#       @JvmStatic fun isExactlyM() = Build.VERSION.SDK_INT == Build.VERSION_CODES.M
#       @JvmStatic fun atLeast(api: Int) = Build.VERSION.SDK_INT >= api
#   }
.class public final Lcom/example/sdk/Sdk;
.super Ljava/lang/Object;
.source "Sdk.kt"

.field public static final INSTANCE:Lcom/example/sdk/Sdk;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/sdk/Sdk;
    invoke-direct {v0}, Lcom/example/sdk/Sdk;-><init>()V
    sput-object v0, Lcom/example/sdk/Sdk;->INSTANCE:Lcom/example/sdk/Sdk;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final atLeastM()Z
    .registers 2
    .line 5
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

.method public static final belowM()Z
    .registers 1
    .line 6
    invoke-static {}, Lcom/example/sdk/Sdk;->atLeastM()Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    return v0
.end method

.method public static final isExactlyM()Z
    .registers 2
    .line 7
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-ne v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

.method public static final atLeast(I)Z
    .registers 2
    .line 8
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    if-lt v0, p0, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method
