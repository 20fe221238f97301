.class public abstract Lcom/seedswap/Cmd;
.super Ljava/lang/Object;
.source "Cmd.kt"


.method private constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/seedswap/Cmd;-><init>()V
    return-void
.end method

