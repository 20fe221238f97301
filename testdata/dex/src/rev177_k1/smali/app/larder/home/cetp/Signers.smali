.class public final Lapp/larder/home/cetp/Signers;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/cetp/Signers;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/home/cetp/Signers;

    invoke-direct {v0}, Lapp/larder/home/cetp/Signers;-><init>()V

    sput-object v0, Lapp/larder/home/cetp/Signers;->INSTANCE:Lapp/larder/home/cetp/Signers;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final unhex(Ljava/lang/String;)[B
    .registers 9

    .line 31
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v4, v0, [B

    .line 32
    const/4 v5, 0x0

    array-length v6, v4

    :goto_0
    if-ge v5, v6, :cond_0

    mul-int/lit8 v2, v5, 0x2

    mul-int/lit8 v3, v5, 0x2

    add-int/lit8 v3, v3, 0x2

    invoke-virtual {p1, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v1

    const-string v3, "substring(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v2, 0x10

    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v2

    invoke-static {v1, v2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v1

    int-to-byte v1, v1

    aput-byte v1, v4, v5

    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 33
    :cond_0
    return-object v4
.end method


# virtual methods
.method public final pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 8

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-static {}, Lapp/larder/home/cetp/CallersKt;->getKNOWN_ASSISTANTS()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v4, v0

    .line 26
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_1

    const/4 v0, 0x0

    return v0

    .line 27
    :cond_1
    invoke-direct {p0, v4}, Lapp/larder/home/cetp/Signers;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {p1, p2, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0
.end method
