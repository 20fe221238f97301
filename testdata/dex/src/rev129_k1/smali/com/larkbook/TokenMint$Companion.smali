.class public final Lcom/larkbook/TokenMint$Companion;
.super Ljava/lang/Object;
.source "Tokens.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larkbook/TokenMint$Companion;-><init>()V
    return-void
.end method
