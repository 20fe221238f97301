.class final Lapp/kestrel/notes/data/RequestLedger$Companion;
.super Ljava/lang/Object;
.source "RequestLedger.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/kestrel/notes/data/RequestLedger$Companion;-><init>()V

    return-void
.end method
