.class public abstract Lcom/harborline/ledger/Reply;
.super Ljava/lang/Object;
.source "Protocol.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/harborline/ledger/Reply;-><init>()V

    return-void
.end method
