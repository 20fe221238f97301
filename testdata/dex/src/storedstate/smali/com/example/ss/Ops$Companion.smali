# The companion object of Ops (sketch beside Ops.smali).
.class public final Lcom/example/ss/Ops$Companion;
.super Ljava/lang/Object;
.source "Ops.kt"

.method private constructor <init>()V
    .locals 0
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/ss/Ops$Companion;-><init>()V
    return-void
.end method

.method public final getKEY()Ljava/lang/String;
    .locals 1
    .line 5
    invoke-static {}, Lcom/example/ss/Ops;->access$getKEY$cp()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
