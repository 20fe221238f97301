.class public final Lcom/berthbook/Certs;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field public static final INSTANCE:Lcom/berthbook/Certs;
.field private static final RELEASE:[B


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 21
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final hex(Ljava/lang/String;)[B
    .registers 12
    .line 24
    const/4 v6, 0x0
    invoke-virtual {v11}, Ljava/lang/String;->length()I
    move-result v0
    const/4 v1, 0x2
    div-int v0, v0, v1
    move v8, v0
    new-array v0, v8, [B
    move-object v9, v0
:L14
    if-ge v6, v8, :L62
    move v7, v6
    const/4 v4, 0x2
    mul-int v3, v7, v4
    const/4 v5, 0x2
    mul-int v4, v7, v5
    const/4 v5, 0x2
    add-int v4, v4, v5
    invoke-virtual {v11, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v2
    const-string v4, "substring(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    const/16 v3, 0x10
    invoke-static {v3}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v3
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v2
    .line 24
    int-to-byte v2, v2
    aput-byte v2, v9, v7
    add-int/lit8 v6, v6, 0x1
    goto :L14
:L62
    return-object v9
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/berthbook/Certs;
    invoke-direct {v0}, Lcom/berthbook/Certs;-><init>()V
    sput-object v0, Lcom/berthbook/Certs;->INSTANCE:Lcom/berthbook/Certs;
    .line 22
    sget-object v0, Lcom/berthbook/Certs;->INSTANCE:Lcom/berthbook/Certs;
    const-string v1, "5b1e0c77a2d94f3e8c6a0b1d2e3f405162738495a6b7c8d9eafb0c1d2e3f4051"
    invoke-direct {v0, v1}, Lcom/berthbook/Certs;->hex(Ljava/lang/String;)[B
    move-result-object v0
    sput-object v0, Lcom/berthbook/Certs;->RELEASE:[B
    return-void
.end method


# virtual methods
.method public final getRELEASE()[B
    .registers 2
    .line 22
    sget-object v0, Lcom/berthbook/Certs;->RELEASE:[B
    return-object v0
.end method

