.class public final Lnet/pantrybox/app/pantry/RequestLedger$Companion;
.super Ljava/lang/Object;
.source "Ledger.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/pantrybox/app/pantry/RequestLedger$Companion;-><init>()V

    return-void
.end method
