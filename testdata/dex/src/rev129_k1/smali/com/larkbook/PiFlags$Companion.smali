.class public final Lcom/larkbook/PiFlags$Companion;
.super Ljava/lang/Object;
.source "Dsl.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larkbook/PiFlags$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final getImmutable-LDUQrYk()I
    .registers 2
    .line 24
    invoke-static {}, Lcom/larkbook/PiFlags;->access$getImmutable$cp()I
    move-result v0
    return v0
.end method

.method public final getUpdateCurrent-LDUQrYk()I
    .registers 2
    .line 25
    invoke-static {}, Lcom/larkbook/PiFlags;->access$getUpdateCurrent$cp()I
    move-result v0
    return v0
.end method
