.class public final Lcom/example/r25c/Codes$Companion;
.super Ljava/lang/Object;
.source "Codes.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r25c/Codes;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r25c/Codes$Companion;-><init>()V
    return-void
.end method

.method public final getAUTH()Ljava/lang/String;
    .registers 2
    .line 7
    invoke-static {}, Lcom/example/r25c/Codes;->access$getAUTH$cp()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
