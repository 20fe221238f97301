.class public final Lcom/parcelnest/app/LockerToolProvider$Companion;
.super Ljava/lang/Object;
.source "LockerToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 223
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/parcelnest/app/LockerToolProvider$Companion;-><init>()V

    return-void
.end method
