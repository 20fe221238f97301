.class public final Lcom/pawsbook/clinic/BookingProvider$Companion;
.super Ljava/lang/Object;
.source "BookingProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 123
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/pawsbook/clinic/BookingProvider$Companion;-><init>()V
    return-void
.end method

